import { describe, expect, it } from 'vitest';
import type { Sample } from './load';
import { formatTable, summarize } from './table';

const load = (target: string, shopper: Sample['shopper'], run: number, figures: Partial<Sample>): Sample => ({
  target,
  page: '/',
  shopper,
  run,
  ...figures,
});
const order = { pages: ['/'], shoppers: ['en-usd', 'bn'], targets: ['before', 'now'] };

describe('npm run perf:phone: the table', () => {
  it('gives the medians of the measured loads per page, shopper and target, targets side by side', () => {
    const samples = [
      load('now', 'en-usd', 1, {
        fcp: 700.4,
        lcp: 900,
        interactive: 1500,
        card: 2000,
        cls: 0.01,
        painted: 'en',
      }),
      load('before', 'en-usd', 1, {
        fcp: 800,
        lcp: 1000,
        interactive: 1600,
        scriptsIn: 1210.6,
        kB: 180.4,
        card: 2100,
        painted: 'en',
      }),
      load('now', 'en-usd', 2, {
        fcp: 650,
        lcp: 950,
        interactive: 1400,
        card: 1900,
        cls: 0.02,
        painted: 'en',
      }),
      load('now', 'en-usd', 3, {
        fcp: 720,
        lcp: 990,
        interactive: 1450,
        card: 2500,
        cls: 0.005,
        painted: 'en',
      }),
      load('now', 'bn', 1, { fcp: 2400, interactive: 2500, painted: 'bn' }),
      load('now', 'bn', 2, { fcp: 2300, interactive: 2450, painted: 'spinner' }),
      load('now', 'bn', 3, { error: 'no interactive within 30 s' }),
    ];
    expect(summarize(samples, order)).toEqual([
      {
        page: '/',
        shopper: 'en-usd',
        target: 'before',
        n: '1/1',
        'FCP ms': '800',
        'LCP ms': '1000',
        'interactive ms': '1600',
        'scripts in ms': '1211',
        'kB by then': '180',
        'first card ms': '2100',
        CLS: '0.000',
        'lang@FCP': 'en',
      },
      {
        page: '/',
        shopper: 'en-usd',
        target: 'now',
        n: '3/3',
        'FCP ms': '700',
        'LCP ms': '950',
        'interactive ms': '1450',
        'scripts in ms': '-',
        'kB by then': '-',
        'first card ms': '2000',
        CLS: '0.010',
        'lang@FCP': 'en',
      },
      {
        page: '/',
        shopper: 'bn',
        target: 'now',
        n: '2/3',
        'FCP ms': '2300',
        'LCP ms': '-',
        'interactive ms': '2450',
        'scripts in ms': '-',
        'kB by then': '-',
        'first card ms': '-',
        CLS: '0.000',
        'lang@FCP': 'bn×1 spinner×1',
      },
    ]);
  });

  it('prints aligned columns, numbers to the right', () => {
    const text = formatTable([
      { page: '/', target: 'now', n: '3/3', 'FCP ms': '700' },
      { page: '/', target: 'before', n: '0/3', 'FCP ms': '-' },
    ]);
    expect(text.split('\n')).toEqual([
      'page  target    n  FCP ms',
      '----  ------  ---  ------',
      '/     now     3/3     700',
      '/     before  0/3       -',
    ]);
  });

  it('adds, for a returning shopper, the bytes over the network by the first paint and the offline outcome', () => {
    const rows = summarize(
      [
        load('now again', 'bn', 1, { fcp: 210, netKB: 0.4 }),
        load('now offline', 'bn', 1, { offlineShown: true }),
        load('now offline', 'bn', 2, { offlineShown: false }),
      ],
      { pages: ['/'], shoppers: ['bn'], targets: ['now again', 'now offline'] },
    );
    expect(rows.map((row) => [row.target, row['net kB@FCP'], row['offline shown']])).toEqual([
      ['now again', '0', '-'],
      ['now offline', '-', '1/2'],
    ]);
  });
});
