/**
 * The signed-in user's ID token for the backend client, registered by src/auth/firebase.ts once loaded:
 * api/ never imports auth/ (docs/decisions/008).
 */
export type IdTokenSource = () => Promise<string | null>;

let source: IdTokenSource | undefined;

export function setIdTokenSource(next: IdTokenSource | undefined) {
  source = next;
}

export function currentIdToken(): Promise<string | null> {
  return source ? source() : Promise.resolve(null);
}
