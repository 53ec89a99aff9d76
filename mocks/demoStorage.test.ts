import { describe, expect, it, vi } from 'vitest';
import { demoStorage, inProcessLock, NotKeptError, sharedLock } from './demoStorage';
import { memoryStorage } from './memoryStorage';

const isNumbers = (value: unknown): value is number[] => Array.isArray(value);

describe('demoStorage (the demo visitor data in their browser)', () => {
  it('sets aside what it cannot read (broken, an older or a newer build), once, and says so', () => {
    for (const raw of ['{not json', '{"version":0}', '{"version":2,"favorites":[]}']) {
      const storage = memoryStorage();
      storage.setItem('demo', raw);
      const onStateChange = vi.fn();
      const entry = demoStorage({ storage, onStateChange }).entry(
        'demo',
        (v): v is { version: 1 } => (v as { version?: number } | null)?.version === 1,
      );
      expect(entry.read()).toBeUndefined();
      expect(storage.getItem('demo.set-aside')).toBe(raw);
      expect(storage.getItem('demo')).toBeNull();
      expect(onStateChange).toHaveBeenCalledOnce();
      // The next page load finds nothing to set aside: the visitor is told once.
      const next = demoStorage({ storage });
      expect(next.entry('demo', isNumbers).read()).toBeUndefined();
      expect(next.state()).toEqual({ kept: true, setAside: false });
    }
  });

  it('a refused write throws NotKeptError, leaves the stored value as it was, and says nothing is kept', () => {
    const storage = memoryStorage();
    const onStateChange = vi.fn();
    const kept = demoStorage({ storage, onStateChange });
    const entry = kept.entry('demo', isNumbers);
    entry.write([1]);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => entry.write([1, 2])).toThrow(NotKeptError);
    expect(entry.read()).toEqual([1]);
    expect(kept.state()).toEqual({ kept: false, setAside: false });
    expect(onStateChange).toHaveBeenCalledOnce();
  });

  it('a browser that keeps nothing says so before any change: blocked, or a write that always fails', () => {
    const blocked = demoStorage({
      storage: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(blocked.entry('demo', isNumbers).read()).toBeUndefined();
    expect(() => blocked.entry('demo', isNumbers).write([1])).toThrow(NotKeptError);
    expect(
      demoStorage({
        storage: () => {
          throw new Error('blocked');
        },
      }).state().kept,
    ).toBe(false);

    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(demoStorage({ storage: full }).state()).toEqual({ kept: false, setAside: false });
    expect(demoStorage({ storage: memoryStorage() }).state()).toEqual({ kept: true, setAside: false });
  });

  it('the in-process lock runs the steps of one name one after another, in call order', async () => {
    const lock = inProcessLock();
    const steps: string[] = [];
    const step = (name: string) => async () => {
      steps.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push(`${name} end`);
      return name;
    };
    const failing = lock('db', () => Promise.reject(new Error('refused')));
    const answers = await Promise.all([
      lock('db', step('a')),
      lock('db', step('b')),
      failing.catch(() => 'failed'),
    ]);
    expect(answers).toEqual(['a', 'b', 'failed']);
    expect(steps).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('uses the Web Locks API where the browser has one, one lock per entry', async () => {
    const request = vi.fn((_name: string, callback: () => unknown) => Promise.resolve(callback()));
    const entry = demoStorage({
      storage: memoryStorage(),
      lock: sharedLock({ request } as unknown as LockManager),
    }).entry('demo', isNumbers);
    await expect(entry.exclusive(() => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith('storefront-demo:demo', expect.any(Function));
  });
});
