import { read, save } from '../../preferences/storage';

const STORAGE_KEY = 'workspace.stubKey';

/**
 * The stub's control key for a phone on the network (`npm start -- --host` prints `#stub-key=…`): kept
 * for this origin and taken out of the address bar, so a shared link never carries it.
 */
export function adoptControlKey(location: Location = window.location, history: History = window.history) {
  const match = /^#stub-key=([\w-]+)$/.exec(location.hash);
  if (!match) return;
  save(STORAGE_KEY, match[1]!);
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** The header the stub's control routes check (mocks/stub/controlKey.ts), when this origin has a key. */
export function controlKeyHeaders(): Record<string, string> | undefined {
  const key = read(STORAGE_KEY);
  return key ? { 'x-stub-key': key } : undefined;
}
