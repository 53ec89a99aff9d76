import { bearer, testIdToken } from '../mocks/testTokens';

/** The `Authorization` header of the user an email names, for a stub or MSW checking claims alone. */
export const asOwner = (email: string) => bearer(testIdToken({ uid: `uid-${email.toLowerCase()}`, email }));

/** A claims-only stub's env: the shell's FIREBASE_AUTH_EMULATOR_HOST would refuse `asOwner`'s tokens. */
export const CLAIMS_ONLY_ENV = { FIREBASE_AUTH_EMULATOR_HOST: '' };
