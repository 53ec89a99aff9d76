import { bearer, testIdToken } from '../mocks/testTokens';

/** The `Authorization` header of the user an email names, for a stub or MSW checking claims alone. */
export const asOwner = (email: string) => bearer(testIdToken({ uid: `uid-${email.toLowerCase()}`, email }));

/**
 * The environment of a stub process that checks tokens by their claims alone: a
 * FIREBASE_AUTH_EMULATOR_HOST from the developer's shell would make it refuse `asOwner`'s tokens
 * as users its emulator does not have.
 */
export const CLAIMS_ONLY_ENV = { FIREBASE_AUTH_EMULATOR_HOST: '' };
