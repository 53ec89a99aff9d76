import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleWorkerUpdateFailures, isWorkerUpdateFailure } from './workerUpdate';

const WORKER = 'https://demo.example/storefront/mockServiceWorker.js';
// Chromium's words, as the static demo logged them.
const failure = (ending: string, script = WORKER) =>
  new TypeError(
    `Failed to update a ServiceWorker for scope ('https://demo.example/storefront/') with script ('${script}'): ${ending}`,
  );
const GONE = failure('Not found');
const MISSING_FILE = failure('A bad HTTP response code (404) was received when fetching the script.');

/** An `unhandledrejection` event the way the browser dispatches it: cancelable, with its reason. */
function rejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown };
  event.reason = reason;
  return event;
}

describe('the background update of the mock worker (mocks/workerUpdate.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('recognises only a failed update of this worker', () => {
    expect(isWorkerUpdateFailure(GONE, WORKER)).toBe(true);
    expect(isWorkerUpdateFailure(MISSING_FILE, WORKER)).toBe(true);
    expect(isWorkerUpdateFailure(failure('Not found', 'https://demo.example/sw.js'), WORKER)).toBe(false);
    expect(isWorkerUpdateFailure(new TypeError('Failed to fetch'), WORKER)).toBe(false);
    expect(isWorkerUpdateFailure(GONE.message, WORKER)).toBe(false);
  });

  it('handles it: silently when the registration was gone, with a warning otherwise; other rejections stay uncaught', () => {
    const target = new EventTarget() as Window;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    handleWorkerUpdateFailures(WORKER, target);

    const gone = rejection(GONE);
    target.dispatchEvent(gone);
    expect(gone.defaultPrevented).toBe(true);
    expect(warn).not.toHaveBeenCalled();

    const missing = rejection(MISSING_FILE);
    target.dispatchEvent(missing);
    expect(missing.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('A bad HTTP response code (404)'));

    const other = rejection(new TypeError('Failed to fetch'));
    target.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });
});
