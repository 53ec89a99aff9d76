import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyScenario } from '../../../mocks/node';
import { scenarioNames } from '../../../mocks/scenarios';
import { ScenarioBadge } from './ScenarioBadge';
import { fetchScenarios } from './scenarioApi';
import { applyScenarioFromUrl } from './start';

describe('ScenarioBadge', () => {
  it('names the active scenario and lists every scenario as a shareable link in its panel', async () => {
    applyScenario('backend-down');
    render(<ScenarioBadge />);
    expect(await screen.findByRole('status')).toHaveTextContent('Scenario: backend-down');
    expect(screen.getByRole('button', { name: 'Clear scenario' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Scenarios' }));
    const panel = await screen.findByRole('region', { name: 'Backend scenarios' });
    expect(within(panel).getByRole('heading', { name: 'Backend scenarios' })).toHaveFocus();
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(scenarioNames);
    expect(within(panel).getByRole('link', { name: 'empty' })).toHaveAttribute('href', '/?scenario=empty');
    expect(within(panel).getByRole('link', { name: 'backend-down' })).toHaveAttribute('aria-current', 'true');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Backend scenarios' })).not.toBeInTheDocument();
  });

  it('in the default scenario shows no badge text, only the panel button (dev builds)', async () => {
    render(<ScenarioBadge />);
    expect(await screen.findByRole('button', { name: 'Scenarios' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear scenario' })).not.toBeInTheDocument();
  });
});

describe('applyScenarioFromUrl', () => {
  it('switches the backend to the scenario named in ?scenario=', async () => {
    window.history.pushState({}, '', '/productFilter?scenario=empty');
    await applyScenarioFromUrl();
    expect((await fetchScenarios()).current).toBe('empty');
    window.history.pushState({}, '', '/');
  });

  it('leaves the backend alone without ?scenario=', async () => {
    await applyScenarioFromUrl();
    expect((await fetchScenarios()).current).toBe('default');
  });
});
