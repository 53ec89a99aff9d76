import { appendFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import {
  endpoints,
  ErrorBodySchema,
  type AddFavoriteBody,
  type EndpointName,
  type ProductWire,
} from '../src/contract';
import { call, type Answer } from './http';
import { shapeOf } from './shape';
import type { Target } from './suite';
import { claimsOf, expiredEmulatorToken, unreadableToken, withClaims, type TestUsers } from './testUsers';

/**
 * Only the owner touches a wishlist (issue 50): each wishlist call is tried against alice's data by
 * each caller below. One that gets through is a leak, told as a sentence; on our stub and MSW the
 * refusal must also be the contract's 401/403 {error}.
 */
interface Probe {
  /** Completes "a caller …". */
  who: string;
  /** Undefined: no Authorization header at all. */
  token?: string;
  refusal: 401 | 403;
}

/** Each leak's sentence is appended here, for `npm run check:backend` to repeat at the end. */
const REPORT = process.env.CHECK_BACKEND_LEAK_REPORT;

export function probesFor(users: TestUsers, expiredToken?: string): { probes: Probe[]; notTried: string[] } {
  const { one, two } = users;
  const probes: Probe[] = [
    { who: 'without a token', refusal: 401 },
    { who: 'with a token that is not a JWT', token: 'not-a-token', refusal: 401 },
    { who: 'with an unreadable token', token: unreadableToken(one.idToken), refusal: 401 },
    { who: `with ${two.name}'s token`, token: two.idToken, refusal: 403 },
  ];
  const notTried: string[] = [];
  if (users.source === 'emulator') {
    probes.push(
      {
        who: `with an expired token of ${one.name}'s`,
        token: expiredEmulatorToken(one.idToken),
        refusal: 401,
      },
      {
        who: `with a token of ${one.name}'s made for another Firebase project`,
        token: withClaims(one.idToken, (claims) => ({
          ...claims,
          aud: 'another-project',
          iss: 'https://securetoken.google.com/another-project',
        })),
        refusal: 401,
      },
    );
    // An emulator's tokens carry no signature: one changed to name alice IS a valid emulator token
    // of alice's, which a backend verifying with the emulator rightly accepts (decision 041).
    notTried.push(
      'a token changed to name another user (emulator tokens are unsigned, so it cannot be told from a real one)',
    );
  } else {
    probes.push({
      who: `with ${two.name}'s token changed to name ${one.email} (signature kept)`,
      token: withClaims(two.idToken, (claims) => ({ ...claims, email: one.email })),
      refusal: 401,
    });
    if (expiredToken)
      probes.push({ who: `with an expired token of ${one.name}'s`, token: expiredToken, refusal: 401 });
    else
      notTried.push(
        'an expired token (only the project can sign one: set CHECK_BACKEND_EXPIRED_TOKEN to an ID token of user 1 older than an hour)',
      );
  }
  return { probes, notTried };
}

export function wishlistGuardChecks(context: {
  target: Target;
  users: () => TestUsers;
  product: () => ProductWire;
  favoriteOf: (email: string) => AddFavoriteBody;
  listedIds: (email: string) => Promise<string[]>;
  userName: () => string;
}) {
  const { target } = context;
  if (!target.foreign && !target.guardsWishlists) return;
  let notTriedSaid = false;

  const go = (endpoint: EndpointName, path: string, options: Parameters<typeof call>[3]) =>
    call(target.baseUrl(), endpoints[endpoint].method, path, options);
  const owner = () => context.users().one;
  const ownerHas = async () => (await context.listedIds(owner().email)).includes(context.product()._id);
  const addAsOwner = async () => {
    const answer = await go('addFavorite', '/favorites', {
      body: context.favoriteOf(owner().email),
      token: owner().idToken,
    });
    if (!(await ownerHas()))
      throw new Error(
        `POST /favorites as ${owner().email}, with her own token, added nothing (it answered ${answer.status})`,
      );
  };
  const removeAsOwner = () =>
    go('removeFavorite', `/favorites/${encodeURIComponent(context.product()._id)}`, {
      query: { email: owner().email },
      token: owner().idToken,
    });

  /** Tries one call as every probe; fails with every leak's sentence, and (ours) every refusal not as the contract says. */
  const tryAll = async (
    endpoint: EndpointName,
    attempt: (probe: Probe) => Promise<{ answer: Answer; leaked: string | undefined }>,
  ) => {
    const users = context.users();
    const { probes, notTried } = probesFor(users, target.expiredToken);
    const leaks: string[] = [];
    const wrongRefusals: string[] = [];
    for (const probe of probes) {
      const { answer, leaked } = await attempt(probe);
      if (leaked) {
        leaks.push(`a caller ${probe.who} ${leaked}`);
        continue;
      }
      const refusedAsContractSays =
        answer.status === probe.refusal && ErrorBodySchema.safeParse(answer.body).success;
      if (!refusedAsContractSays)
        wrongRefusals.push(
          target.foreign
            ? `${answer.status} with ${shapeOf(answer.body)} where it says ${probe.refusal}`
            : `${endpoints[endpoint].method} ${endpoints[endpoint].path} ${probe.who}: answered ${answer.status} ` +
                `${JSON.stringify(answer.body)?.slice(0, 120)}, where the contract says ${probe.refusal} {error}`,
        );
    }
    for (const leak of leaks) {
      console.error(`[leak] ${leak}`);
      if (REPORT) appendFileSync(REPORT, `${leak}\n`);
    }
    if (target.foreign) {
      const call = `${endpoints[endpoint].method} ${endpoints[endpoint].path}`;
      if (wrongRefusals.length > 0)
        console.warn(
          `[contract] advisory (refusal) ${call}: refused each caller, but not as the contract says ` +
            `(401/403 {error}): ${[...new Set(wrongRefusals)].join('; ')}`,
        );
      if (!notTriedSaid) for (const what of notTried) console.warn(`[contract] not tried: ${what}`);
      notTriedSaid = true;
    }
    expect(leaks, `calls that got through:\n${leaks.join('\n')}`).toEqual([]);
    if (!target.foreign) expect(wrongRefusals, wrongRefusals.join('\n')).toEqual([]);
  };

  it('only the owner reads a wishlist: GET /favorites without her valid token is refused', async () => {
    await tryAll('listFavorites', async (probe) => {
      const answer = await go('listFavorites', '/favorites', {
        query: { email: owner().email },
        token: probe.token,
      });
      const leaked = answer.status < 300 ? `read the wishlist of ${owner().email}` : undefined;
      return { answer, leaked };
    });
  });

  it('only the owner adds to a wishlist: POST /favorites without her valid token adds nothing', async () => {
    await tryAll('addFavorite', async (probe) => {
      const answer = await go('addFavorite', '/favorites', {
        body: context.favoriteOf(owner().email),
        token: probe.token,
      });
      const added = await ownerHas();
      // Even a leak leaves no trace: what got in is removed before the next caller tries.
      if (added) await removeAsOwner();
      const leaked =
        added || answer.status < 300 ? `added a favorite to the wishlist of ${owner().email}` : undefined;
      return { answer, leaked };
    });
  });

  it('only the owner deletes from a wishlist: DELETE /favorites/:id without her valid token deletes nothing', async () => {
    await addAsOwner();
    try {
      await tryAll('removeFavorite', async (probe) => {
        const answer = await go('removeFavorite', `/favorites/${encodeURIComponent(context.product()._id)}`, {
          query: { email: owner().email },
          token: probe.token,
        });
        const gone = !(await ownerHas());
        if (gone) await addAsOwner();
        return { answer, leaked: gone ? `deleted a favorite of ${owner().email}` : undefined };
      });
    } finally {
      await removeAsOwner();
    }
  });

  it('only the owner registers her email: POST /users without her valid token is refused', async () => {
    await tryAll('createUser', async (probe) => {
      const answer = await go('createUser', '/users', {
        body: { name: context.userName(), email: owner().email },
        token: probe.token,
      });
      const leaked =
        answer.status < 300 ? `registered a user under the email of ${owner().email}` : undefined;
      return { answer, leaked };
    });
  });
}

/** Whose ID token this is and whether it has expired, for a sentence about CHECK_BACKEND_EXPIRED_TOKEN. */
export function describeToken(token: string): { email?: string; expired: boolean; expiresAt?: Date } {
  const claims = claimsOf(token);
  const exp = typeof claims?.exp === 'number' ? claims.exp : undefined;
  return {
    email: typeof claims?.email === 'string' ? claims.email : undefined,
    expired: exp !== undefined && exp * 1000 < Date.now(),
    expiresAt: exp !== undefined ? new Date(exp * 1000) : undefined,
  };
}
