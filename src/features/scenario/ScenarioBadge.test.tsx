import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyScenario, TEST_API_URL } from '../../../mocks/node';
import { scenarioNames, scenarios } from '../../../mocks/scenarios';
import { activateLanguage } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { scenarioDescription } from './descriptions';
import { ScenarioBadge } from './ScenarioBadge';
import { fetchScenarios } from './scenarioApi';
import { applyScenarioFromUrl } from './start';

describe('ScenarioBadge', () => {
  // Its texts are the workspace's catalog, which the app asks for as it starts (src/i18n/workspace.ts).
  beforeAll(() => loadWorkspaceMessages());

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

  it('shows the backend calls in the panel, newest first, each opened to its answer and verdict', async () => {
    applyScenario('malformed');
    await fetch(`${TEST_API_URL}/catagory`);
    await fetch(`${TEST_API_URL}/products`);
    render(<ScenarioBadge />);
    await userEvent.click(await screen.findByRole('button', { name: 'Scenarios' }));
    await userEvent.click(screen.getByRole('button', { name: 'Calls' }));
    const list = await screen.findByRole('list', { name: 'Calls to the backend' });
    const [products, categories] = within(list).getAllByRole('listitem');
    expect(products).toHaveTextContent(/^GET \/products200contract brokenscenario malformed · \d+ ms/);
    expect(categories).toHaveTextContent('GET /catagory200contract kept');
    await userEvent.click(within(products!).getByText('GET /products'));
    expect(products).toHaveTextContent('Broke the contract: 0.price, 1.name, 2.rating');
    expect(within(products!).getByLabelText("The answer's first lines")).toHaveTextContent(
      '"malformed-price"',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No calls yet.')).toBeInTheDocument();
  });

  it("says, in the bar's one line, why the backend refused the link's scenario, and whole in its panel", async () => {
    const refusal =
      'The backend did not switch to open-wishlists: start it with npm start -- --scenario open-wishlists';
    render(
      <ScenarioBadge
        refused={{ name: 'open-wishlists', reason: 'start it with npm start -- --scenario open-wishlists' }}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveAttribute('title', refusal);
    expect(alert).toHaveClass('truncate');
    expect(alert.parentElement).toHaveClass('h-8', 'whitespace-nowrap');

    await userEvent.click(screen.getByRole('button', { name: 'Scenarios' }));
    expect(await screen.findByRole('region', { name: 'Backend scenarios' })).toHaveTextContent(refusal);
  });

  it('keeps its status on one line, the whole text in its tooltip', async () => {
    applyScenario('slow');
    render(<ScenarioBadge />);
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('title', 'Scenario: slow');
    expect(status).toHaveClass('truncate');
    expect(status.parentElement).toHaveClass('whitespace-nowrap');
    // Dev and demo builds (this one too) keep the bar's line in the page itself: no padding here.
    expect(document.body.style.paddingTop).toBe('');
  });

  it('in the default scenario shows no badge text, only the panel button (dev builds)', async () => {
    render(<ScenarioBadge />);
    expect(await screen.findByRole('button', { name: 'Scenarios' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear scenario' })).not.toBeInTheDocument();
  });
});

describe('scenarioDescription', () => {
  function Descriptions() {
    const t = useT();
    return (
      <>
        {scenarios.map((scenario) => (
          <p key={scenario.name}>{scenarioDescription(scenario, t)}</p>
        ))}
      </>
    );
  }

  it('has every scenario of the fake backend in both catalogs, not its English line', async () => {
    try {
      await activateLanguage('bn');
      const { container } = render(<Descriptions />);
      const texts = [...container.querySelectorAll('p')].map((p) => p.textContent);
      expect(texts).toHaveLength(scenarios.length);
      for (const [index, text] of texts.entries()) {
        expect(text).not.toBe(scenarios[index]!.description);
        expect(text).toMatch(/[\u0980-\u09FF]/); // Bengali script
        expect(text).not.toMatch(/[0-9]/);
      }
    } finally {
      await activateLanguage('en');
    }
  });

  it("falls back to the backend's own line for a scenario the app does not know", () => {
    expect(scenarioDescription({ name: 'future', description: 'Something new.' }, (key) => key)).toBe(
      'Something new.',
    );
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
