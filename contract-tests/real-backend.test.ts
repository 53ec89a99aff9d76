import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deserializeUsers } from './backendCheck';
import { fuzzBackend, GENERATED_CHECK } from './fuzz';
import { contractSuite } from './suite';

// (c) any backend, as a provider verification: `npm run check:backend -- https://…` signs in its two
// users and runs this file alone (the Vitest project `backend`, which exists only when
// CONTRACT_BASE_URL is set).
const baseUrl = process.env.CONTRACT_BASE_URL;
const signedIn = process.env.CHECK_BACKEND_SIGNED_IN;
if (!baseUrl || !signedIn) throw new Error('Run it with: npm run check:backend -- <backend URL>');

contractSuite({
  name: baseUrl,
  baseUrl: () => baseUrl,
  foreign: true,
  leaveNoTrace: true,
  users: async () => deserializeUsers(signedIn),
  expiredToken: process.env.CHECK_BACKEND_EXPIRED_TOKEN?.trim() || undefined,
});

// `--fuzz N`: after the suite, N cases generated from the contract, as the same two users.
const runs = Number(process.env.CHECK_BACKEND_FUZZ ?? 0);
if (runs > 0)
  describe(GENERATED_CHECK, () => {
    it(
      `${GENERATED_CHECK}: ${runs} cases, each as its owner`,
      { timeout: 60_000 + runs * 2_000 },
      async () => {
        const { one, two, source } = deserializeUsers(signedIn);
        const tokens = new Map([one, two].map((user) => [user.email, user.idToken]));
        const result = await fuzzBackend({
          baseUrl,
          owners: [one.email, two.email],
          tokenFor: (email) => tokens.get(email)!,
          hideTokens: source === 'project',
          runs,
          seed: Number(process.env.CHECK_BACKEND_FUZZ_SEED),
        });
        if (!result.passed && process.env.CHECK_BACKEND_FUZZ_REPORT)
          writeFileSync(process.env.CHECK_BACKEND_FUZZ_REPORT, `${result.report}\n`);
        expect(result.passed, result.passed ? '' : result.summary).toBe(true);
      },
    );
  });
