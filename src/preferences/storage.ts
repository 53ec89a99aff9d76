/** A stored preference if it is one of the allowed values, else the fallback. */
export function stored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = read(key);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage can be unavailable (private mode); defaults are fine
  }
}

export function save(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* not persisted, still applied */
  }
}
