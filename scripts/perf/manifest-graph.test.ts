import { describe, expect, it } from 'vitest';
import { fakeManifest } from './fake-manifest';
import { addedBy, cssFiles, dynamicEntries, entryKey, jsFiles, staticClosure } from './manifest-graph';

describe('manifest graph', () => {
  it('finds the single entry', () => {
    expect(entryKey(fakeManifest)).toBe('index.html');
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });

  it('follows static imports transitively but never dynamic ones', () => {
    expect([...staticClosure(fakeManifest, ['index.html'])].sort()).toEqual([
      '_query.js',
      '_react.js',
      '_runtime.js',
      'index.html',
    ]);
  });

  it('survives import cycles between shared chunks', () => {
    expect([...staticClosure(fakeManifest, ['_a.js'])].sort()).toEqual(['_a.js', '_b.js']);
  });

  it('fails loudly on a key the manifest does not have', () => {
    expect(() => staticClosure(fakeManifest, ['_missing.js'])).toThrow(/_missing\.js/);
  });

  it('counts only what a lazy chunk adds on top of what is loaded', () => {
    const loaded = staticClosure(fakeManifest, ['index.html']);
    expect(jsFiles(fakeManifest, addedBy(fakeManifest, 'src/features/home/HomePage.tsx', loaded))).toEqual([
      'assets/HomePage.js',
      'assets/swiper.js',
    ]);
  });

  it('lists the CSS of a set of chunks', () => {
    expect(cssFiles(fakeManifest, ['index.html', '_swiper.js'])).toEqual([
      'assets/index.css',
      'assets/swiper.css',
    ]);
  });

  it('lists the lazily loaded source modules', () => {
    expect(dynamicEntries(fakeManifest)).toEqual([
      'src/auth/firebase.ts',
      'src/features/account/LoginPage.tsx',
      'src/features/frame/MainLayout.tsx',
      'src/features/home/Companies.tsx',
      'src/features/home/HomePage.tsx',
    ]);
  });
});
