/**
 * Where the backend client gets the signed-in user's Firebase ID token. The auth layer registers
 * the source once Firebase is loaded (src/auth/firebase.ts): api/ never imports auth/ (the layers,
 * docs/decisions/008), and a page that never loads Firebase sends no token.
 */
export type IdTokenSource = () => Promise<string | null>;

let source: IdTokenSource | undefined;

/** Called by the auth layer; `undefined` forgets it (tests). */
export function setIdTokenSource(next: IdTokenSource | undefined) {
  source = next;
}

/** The current user's ID token, fresh (the SDK refreshes one that is about to expire), or null when nobody is signed in. */
export function currentIdToken(): Promise<string | null> {
  return source ? source() : Promise.resolve(null);
}
