import { describe, expect, it } from 'vitest';
import { forbiddenFound, groupOf, packageOf, packageShares } from './packages';

const ROOT = '/repo';

describe('packageOf', () => {
  it('names packages, scoped packages and nested node_modules', () => {
    expect(packageOf('/repo/node_modules/swiper/modules/a11y.mjs', ROOT)).toBe('swiper');
    expect(packageOf('/repo/node_modules/@firebase/auth/dist/esm/index.js', ROOT)).toBe('@firebase/auth');
    expect(packageOf('/repo/node_modules/a/node_modules/b/index.js?commonjs-es-import', ROOT)).toBe('b');
  });

  it('keeps app code as a path from the root, and groups it by feature', () => {
    expect(packageOf('/repo/fixtures/db.json', ROOT)).toBe('fixtures/db.json');
    expect(groupOf(packageOf('/repo/src/features/home/HeroCarousel.tsx', ROOT))).toBe('src/features/home');
    expect(groupOf('src/main.tsx')).toBe('src/main.tsx');
  });
});

describe('packageShares', () => {
  it('splits a file gzip size by its modules rendered lengths', () => {
    const modules = new Map([
      [
        'a.js',
        [
          { id: '/repo/node_modules/swiper/core.mjs', renderedLength: 300 },
          { id: '/repo/src/features/home/A.tsx', renderedLength: 100 },
        ],
      ],
    ]);
    expect(packageShares(['a.js'], modules, () => 1000, ROOT)).toEqual([
      ['swiper', 750],
      ['src/features/home', 250],
    ]);
  });
});

describe('forbiddenFound', () => {
  it('matches whole names, or prefixes when the pattern ends in a slash', () => {
    const groups = ['react-dom', '@firebase/auth', 'firebase', 'fixtures/db.json', 'firebase-extra'];
    expect(forbiddenFound(groups, ['firebase', '@firebase/', 'fixtures/'])).toEqual([
      '@firebase/auth',
      'firebase',
      'fixtures/db.json',
    ]);
  });
});
