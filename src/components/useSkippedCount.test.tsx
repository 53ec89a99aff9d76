import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from '../contract/zod';
import { reportSkipped, resetSkippedCount } from '../api/skipped';
import { useSkippedCount } from './useSkippedCount';

function Count() {
  return <output>{useSkippedCount()}</output>;
}

/** Reports a skipped item while rendering: after <Count> has rendered, before its effects run. */
function ReportsWhileRendering() {
  const error = z.object({ name: z.string() }).safeParse({}).error!;
  reportSkipped('products', 0, {}, error);
  return null;
}

describe('useSkippedCount', () => {
  afterEach(() => resetSkippedCount());

  it('keeps a count reported between its render and its subscription', async () => {
    render(
      <>
        <Count />
        <ReportsWhileRendering />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('1');
  });
});
