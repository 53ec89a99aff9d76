import { describe, expect, it } from 'vitest';
import { fakeManifest } from './fake-manifest';
import { initialKeys, overBudget, sizeReport, type SizeBudgets } from './size-report';

/** Every fake file "gzips" to 100 bytes, so sizes are 100 × file count. */
const gzipOf = () => 100;
const budgets: SizeBudgets = {
  initialJsGzipBytes: 10_000,
  routeGzipBytes: { default: 300 },
  deferredGzipBytes: { default: 300 },
};

describe('sizeReport', () => {
  it('counts entry + frame + home routes with their static imports as the initial JS for /', () => {
    expect([...initialKeys(fakeManifest)].sort()).toEqual([
      '_a.js',
      '_b.js',
      '_query.js',
      '_react.js',
      '_runtime.js',
      '_swiper.js',
      'index.html',
      'src/features/frame/MainLayout.tsx',
      'src/features/home/HomePage.tsx',
    ]);
    const report = sizeReport(fakeManifest, gzipOf, { ...budgets, initialJsGzipBytes: 850 });
    expect(report.initial.gzipBytes).toBe(900);
    expect(overBudget(report).map((row) => row.label)).toEqual(['initial JS for /']);
  });

  it('reports each route by its path, with what it adds on top of the entry', () => {
    const report = sizeReport(fakeManifest, gzipOf, {
      ...budgets,
      routeGzipBytes: { default: 300, '/login': 200 },
    });
    expect(report.routes.map((row) => row.label)).toEqual(['/login', 'frame (MainLayout)', '/']);
    expect(report.routes[0]).toEqual({
      label: '/login',
      files: ['assets/LoginPage.js', 'assets/a.js', 'assets/b.js'],
      gzipBytes: 300,
      budgetBytes: 200,
    });
    expect(overBudget(report).map((row) => row.label)).toEqual(['/login']);
  });

  it('keeps other lazy modules (Firebase, a lazy carousel) apart, with their own budgets', () => {
    const report = sizeReport(fakeManifest, gzipOf, { ...budgets, deferredGzipBytes: { 'firebase.ts': 50 } });
    expect(report.deferred).toEqual([
      { label: 'firebase.ts', files: ['assets/firebase.js'], gzipBytes: 100, budgetBytes: 50 },
      {
        label: 'Companies.tsx',
        files: ['assets/Companies.js', 'assets/swiper.js'],
        gzipBytes: 200,
        budgetBytes: null,
      },
    ]);
    expect(overBudget(report).map((row) => row.label)).toEqual(['firebase.ts']);
  });
});
