import { deserializeUsers } from './backendCheck';
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
