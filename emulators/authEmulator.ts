/** REST calls to the Auth emulator (docs/toolchain.md); used by the seed, the wipe and e2e. */
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront';

export function emulatorUrl(): string {
  return (process.env.AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099').replace(/\/+$/, '');
}

async function expectOk(response: Response, what: string) {
  if (!response.ok)
    throw new Error(`Auth emulator: could not ${what} (HTTP ${response.status}): ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Deletes every account of the project. */
export async function wipeAccounts(base = emulatorUrl()) {
  const response = await fetch(`${base}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  await expectOk(response, 'wipe accounts');
}

/** Creates an email/password account with a display name, in one call; answers its uid and ID token. */
export async function createAccount(
  account: { email: string; password: string; displayName?: string; photoUrl?: string },
  base = emulatorUrl(),
): Promise<{ uid: string; idToken: string }> {
  const { email, password, displayName, photoUrl } = account;
  const created = await expectOk(
    await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, photoUrl, returnSecureToken: true }),
    }),
    `create ${email}`,
  );
  return { uid: String(created.localId), idToken: String(created.idToken) };
}

/** Waits until the emulator answers (a few seconds after it starts: docs/toolchain.md). */
export async function waitForEmulator(base = emulatorUrl(), timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Auth emulator did not answer at ${base} within ${timeoutMs / 1000} s`);
}
