import { describe, expect, it } from 'vitest';
import { parsePhoneArgs } from './args';
import { SHOPPER_KINDS } from './shoppers';

describe('npm run perf:phone: arguments', () => {
  it('measures the demo on :5000, five runs, three pages, every shopper by default', () => {
    expect(parsePhoneArgs([])).toEqual({
      targets: [{ name: 'demo', origin: 'http://127.0.0.1:5000' }],
      runs: 5,
      pages: ['/', '/productFilter', '/login'],
      shoppers: SHOPPER_KINDS,
      returning: false,
      json: undefined,
    });
  });

  it('takes several named targets in the given order, and subsets of pages and shoppers', () => {
    const options = parsePhoneArgs([
      '--target',
      'before=http://127.0.0.1:5070',
      '--target=now=http://127.0.0.1:5060/',
      '--runs',
      '3',
      '--pages',
      '/login, /productFilter',
      '--shoppers',
      'bn-tk,bn-browser',
      '--json',
      'out.json',
    ]);
    expect(options).toEqual({
      targets: [
        { name: 'before', origin: 'http://127.0.0.1:5070' },
        { name: 'now', origin: 'http://127.0.0.1:5060' },
      ],
      runs: 3,
      pages: ['/login', '/productFilter'],
      shoppers: ['bn-tk', 'bn-browser'],
      returning: false,
      json: 'out.json',
    });
  });

  it('measures a returning shopper across two pages or more', () => {
    expect(parsePhoneArgs(['--returning', '--pages', '/,/productFilter']).returning).toBe(true);
    expect(() => parsePhoneArgs(['--returning', '--pages', '/'])).toThrow('--returning goes across pages');
  });

  it.each([
    [['--target', 'http://127.0.0.1:5000'], /name=URL/],
    [['--target', 'a=not a url'], /not a URL/],
    [['--target', 'a=http://127.0.0.1:5000/login'], /origin only/],
    [['--target', 'a=http://127.0.0.1:5000', '--target', 'a=http://127.0.0.1:5060'], /given twice/],
    [['--runs', '0'], /whole number/],
    [['--runs', '2.5'], /whole number/],
    [['--pages', 'login'], /paths/],
    [['--shoppers', 'en-usd,fr'], /'fr' is none of en-usd, bn/],
    [['--shoppers', ','], /--shoppers/],
    [['--speed', 'fast'], /Unknown option/],
  ])('rejects %j', (argv, message) => {
    expect(() => parsePhoneArgs(argv)).toThrow(message);
  });
});
