import { describe, expect, it } from 'vitest';
import { forbiddenOwners, moduleOwner } from './size-forbidden';

describe('moduleOwner', () => {
  it('names the package of a module in node_modules, scoped or not, however deep', () => {
    expect(moduleOwner('node_modules/@firebase/auth/dist/esm/index.js')).toBe('@firebase/auth');
    expect(moduleOwner('node_modules/.pnpm/x/node_modules/sweetalert2/dist/sweetalert2.all.js')).toBe(
      'sweetalert2',
    );
  });

  it('keeps the path of app code', () => {
    expect(moduleOwner('src/features/home/HomePage.tsx')).toBe('src/features/home/HomePage.tsx');
  });
});

describe('forbiddenOwners', () => {
  const patterns = ['firebase', '@firebase/', 'mocks/'];

  it('matches whole package names, and prefixes for patterns ending in a slash', () => {
    const owners = [
      'react',
      'firebase',
      '@firebase/auth',
      '@firebase/auth',
      'mocks/handlers.ts',
      'firebase-lite',
    ];
    expect(forbiddenOwners(owners, patterns)).toEqual(['firebase', '@firebase/auth', 'mocks/handlers.ts']);
  });

  it('finds nothing in a clean initial bundle', () => {
    expect(forbiddenOwners(['react', 'src/auth/session.ts'], patterns)).toEqual([]);
  });
});
