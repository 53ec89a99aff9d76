import { parseArgs } from 'node:util';
import { isShopperKind, SHOPPER_KINDS, type ShopperKind } from './shoppers';

export interface Target {
  name: string;
  /** The origin of a running demo, e.g. http://127.0.0.1:5000 */
  origin: string;
}

export interface PhoneOptions {
  targets: Target[];
  runs: number;
  pages: string[];
  shoppers: ShopperKind[];
  /** A returning shopper's visits per load (load.ts measureReturning), not one cold load. */
  returning: boolean;
  json?: string;
}

export const USAGE = `usage: npm run perf:phone -- [--target name=URL]... [--runs 5] [--pages /,/productFilter,/login]
                                 [--shoppers ${SHOPPER_KINDS.join(',')}] [--returning] [--json samples.json]`;

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function parseTarget(text: string): Target {
  const match = /^([\w.-]+)=(.+)$/.exec(text);
  if (!match) throw new Error(`--target wants name=URL, got '${text}'`);
  if (!URL.canParse(match[2]!)) throw new Error(`--target ${match[1]}: '${match[2]}' is not a URL`);
  const url = new URL(match[2]!);
  if (url.pathname !== '/' || url.search)
    throw new Error(`--target ${match[1]}: give the origin only, without a path`);
  return { name: match[1]!, origin: url.origin };
}

/** The command line of `npm run perf:phone`; throws with a readable message on a bad one. */
export function parsePhoneArgs(argv: string[]): PhoneOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      target: { type: 'string', multiple: true },
      runs: { type: 'string', default: '5' },
      pages: { type: 'string', default: '/,/productFilter,/login' },
      shoppers: { type: 'string', default: SHOPPER_KINDS.join(',') },
      returning: { type: 'boolean', default: false },
      json: { type: 'string' },
    },
  });
  const targets = (values.target ?? ['demo=http://127.0.0.1:5000']).map(parseTarget);
  const names = targets.map((t) => t.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`--target ${twice} is given twice`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs wants a whole number ≥ 1, got '${values.runs}'`);
  const pages = list(values.pages);
  const notAPath = pages.find((page) => !page.startsWith('/'));
  if (notAPath !== undefined || pages.length === 0)
    throw new Error(`--pages wants paths such as /login, got '${values.pages}'`);
  const shoppers = list(values.shoppers);
  const unknown = shoppers.find((name) => !isShopperKind(name));
  if (unknown !== undefined || shoppers.length === 0)
    throw new Error(`--shoppers: '${unknown ?? ''}' is none of ${SHOPPER_KINDS.join(', ')}`);
  if (values.returning && pages.length < 2)
    throw new Error(`--returning goes across pages: give two or more --pages, got '${values.pages}'`);
  return {
    targets,
    runs,
    pages,
    shoppers: shoppers as ShopperKind[],
    returning: values.returning,
    json: values.json,
  };
}
