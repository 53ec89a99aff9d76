/** Test fixture for the manifest walkers (shared by their tests). */
import type { Manifest } from './manifest-graph';

/**
 * A small app: entry → react (shared) → runtime; three lazy routes; Firebase
 * lazy from the entry; a carousel lazy from the home route; an import cycle.
 */
export const fakeManifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_query.js'],
    dynamicImports: [
      'src/features/frame/MainLayout.tsx',
      'src/features/home/HomePage.tsx',
      'src/features/account/LoginPage.tsx',
      'src/auth/firebase.ts',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_query.js': { file: 'assets/query.js', imports: ['_react.js'] },
  '_swiper.js': { file: 'assets/swiper.js', imports: ['_react.js'], css: ['assets/swiper.css'] },
  '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
  '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
  'src/features/frame/MainLayout.tsx': {
    file: 'assets/MainLayout.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_a.js'],
  },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    isDynamicEntry: true,
    imports: ['_swiper.js', '_query.js'],
    dynamicImports: ['src/features/home/Companies.tsx'],
  },
  'src/features/home/Companies.tsx': {
    file: 'assets/Companies.js',
    isDynamicEntry: true,
    imports: ['_swiper.js'],
  },
  'src/features/account/LoginPage.tsx': {
    file: 'assets/LoginPage.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_b.js'],
  },
  'src/auth/firebase.ts': { file: 'assets/firebase.js', isDynamicEntry: true },
};
