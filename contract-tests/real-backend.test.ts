import { THROWAWAY_USER } from './backendCheck';
import { contractSuite } from './suite';

// (c) any backend, as a provider verification: `npm run check:backend -- https://…` runs this file
// alone (the Vitest project `backend`, which exists only when CONTRACT_BASE_URL is set).
const baseUrl = process.env.CONTRACT_BASE_URL;
if (!baseUrl) throw new Error('Run it with: npm run check:backend -- <backend URL>');

contractSuite({
  name: baseUrl,
  baseUrl: () => baseUrl,
  foreign: true,
  leaveNoTrace: { userEmail: process.env.CONTRACT_USER_EMAIL?.trim() || THROWAWAY_USER.email },
});
