import { describe, expect, it } from 'vitest';
import { sameOriginApiUrl } from './config';

describe('sameOriginApiUrl (VITE_API_URL=self)', () => {
  it("puts the backend on the page's origin under the build's base", () => {
    expect(sameOriginApiUrl('https://demo.web.app', '/')).toBe('https://demo.web.app/api');
    expect(sameOriginApiUrl('https://me.github.io', '/storefront/')).toBe(
      'https://me.github.io/storefront/api',
    );
  });
});
