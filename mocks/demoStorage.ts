/**
 * Where the static demo keeps what a visitor did (decision 034): JSON entries in localStorage,
 * shared by every tab; each read-change-write runs under a lock so no tab overwrites another's.
 */

/** Runs `step` holding the lock `name`; the next holder waits until its promise settles. */
export type Lock = <T>(name: string, step: () => T | Promise<T>) => Promise<T>;

/** One lock per name inside this JS realm: steps of one name run one after another, in call order. */
export function inProcessLock(): Lock {
  const tails = new Map<string, Promise<unknown>>();
  return (name, step) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(step);
    const tail = run.catch(() => {});
    tails.set(name, tail);
    void tail.then(() => tails.get(name) === tail && tails.delete(name));
    return run;
  };
}

const realmLock = inProcessLock();

/** The Web Locks API across every tab of the origin; without it (jsdom, Node) a lock in this realm. */
export function sharedLock(locks: LockManager | undefined = globalThis.navigator?.locks): Lock {
  if (!locks) return realmLock;
  return (name, step) => locks.request(name, () => step());
}

/** The browser did not keep a write (storage full, blocked, or none at all): nothing changed. */
export class NotKeptError extends Error {
  constructor(key: string, cause?: unknown) {
    super(`This browser did not keep the demo's data (${key})`, { cause });
    this.name = 'NotKeptError';
  }
}

/** What the demo banner tells a visitor about their browser's storage. */
export interface StorageState {
  /** False once a write was refused. */
  kept: boolean;
  /** Stored data this build cannot read was set aside on this page load. */
  setAside: boolean;
}

export interface StoredEntry<T> {
  readonly key: string;
  /** Undefined when there is none or it was unreadable (then set aside). */
  read(): T | undefined;
  /** Throws NotKeptError when the browser refuses (the stored value is unchanged). */
  write(value: T): void;
  remove(): void;
  /** `step` alone among every tab: read, change and write inside it are one step. */
  exclusive<R>(step: () => R | Promise<R>): Promise<R>;
}

export interface DemoStorageOptions {
  /** localStorage by default, read when first used (it throws when blocked). */
  storage?: Storage | (() => Storage);
  lock?: Lock;
  onStateChange?: () => void;
}

export type DemoStorage = ReturnType<typeof demoStorage>;

const PROBE_KEY = 'storefront-demo-probe';

export function demoStorage({
  storage: given = () => localStorage,
  lock = sharedLock(),
  onStateChange,
}: DemoStorageOptions = {}) {
  let resolved: { storage?: Storage } | undefined;
  const storage = () => {
    if (!resolved) {
      try {
        resolved = { storage: typeof given === 'function' ? given() : given };
      } catch {
        // localStorage blocked (a browser setting): nothing is kept, the demo still runs.
        resolved = {};
      }
    }
    return resolved.storage;
  };
  const state: StorageState = { kept: true, setAside: false };
  const change = (next: Partial<StorageState>) => {
    const before = { ...state };
    Object.assign(state, next);
    if (before.kept !== state.kept || before.setAside !== state.setAside) onStateChange?.();
  };
  let probed = false;

  function entry<T>(key: string, accepts: (value: unknown) => value is T): StoredEntry<T> {
    /** Kept under another key, so an older build never overwrites a newer one's data. */
    const setAside = (raw: string) => {
      const store = storage();
      try {
        store?.setItem(`${key}.set-aside`, raw);
      } catch {
        // No room for a copy: it is dropped; the visitor is told the same.
      }
      try {
        store?.removeItem(key);
      } catch {
        /* blocked: read() keeps answering undefined for it */
      }
      change({ setAside: true });
    };
    return {
      key,
      read() {
        let raw: string | null | undefined;
        try {
          raw = storage()?.getItem(key);
        } catch {
          return undefined;
        }
        if (raw == null) return undefined;
        let value: unknown;
        try {
          value = JSON.parse(raw);
        } catch {
          value = undefined;
        }
        if (accepts(value)) return value;
        setAside(raw);
        return undefined;
      },
      write(value) {
        const store = storage();
        try {
          if (!store) throw new Error('localStorage is not available');
          store.setItem(key, JSON.stringify(value));
        } catch (error) {
          change({ kept: false });
          throw new NotKeptError(key, error);
        }
      },
      remove() {
        try {
          storage()?.removeItem(key);
        } catch {
          /* blocked: there was nothing kept to remove */
        }
      },
      exclusive: (step) => lock(`storefront-demo:${key}`, step),
    };
  }

  return {
    entry,
    /** What to tell the visitor; the first call tries a write, so a browser that keeps nothing says so before a change is lost. */
    state(): StorageState {
      if (!probed && state.kept) {
        probed = true;
        try {
          const store = storage();
          if (!store) throw new Error('localStorage is not available');
          store.setItem(PROBE_KEY, '1');
          store.removeItem(PROBE_KEY);
        } catch {
          change({ kept: false });
        }
      }
      return { ...state };
    },
  };
}
