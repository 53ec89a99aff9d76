import { describe, it } from 'vitest';
import { contractSuite } from './suite';

// (c) any backend, like a provider verification: CONTRACT_BASE_URL=https://... npm run test:contract
const baseUrl = process.env.CONTRACT_BASE_URL;

if (baseUrl) {
  contractSuite({ name: baseUrl, baseUrl: () => baseUrl, foreign: true });
} else {
  describe('product-backend contract: real backend', () => {
    it.skip('skipped: set CONTRACT_BASE_URL to verify a real backend against the contract', () => {});
  });
}
