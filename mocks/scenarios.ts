import type { CategoryWire, ProductWire } from '../src/contract';
import type { Db } from './db';
import type { FaultRule } from './faults';
import type { FaultState } from './faultsState';

/**
 * Named states of the fake backend, shared by the stub (`--scenario`, /__stub/scenario), the MSW
 * handlers and the app's `?scenario=`: a change of the fixtures plus faults (mocks/faults.ts).
 */
export interface Scenario {
  name: string;
  description: string;
  /** The data, made from a fresh copy of the fixtures. */
  db?: (base: Db) => Db;
  faults?: FaultRule[];
  /** `open`: the wishlist calls trust the email they are given and check no ID token. */
  wishlists?: 'open';
}

export const BIG_CATALOG_SIZE = 10_000;
/** Partway through the fixtures' product list. */
export const CUT_LIST_BYTES = 20_000;

/** Copies of the fixture products with their own ids and names, until there are `count`. */
function manyProducts(products: ProductWire[], count: number): ProductWire[] {
  if (products.length === 0) return [];
  return Array.from({ length: count }, (_, index) => {
    const source = products[index % products.length]!;
    const round = Math.floor(index / products.length);
    return round === 0
      ? source
      : { ...source, _id: `${source._id}-${round}`, name: `${source.name} (${round + 1})` };
  });
}

/** Items that break the contract in the ways a backend might: a string price, a missing name, a rating out of range. */
export const MALFORMED_PRODUCT_IDS = ['malformed-price', 'malformed-missing-name', 'malformed-rating'];

function malformedProducts(products: ProductWire[]): unknown[] {
  const [first, second, third] = products;
  if (!first || !second || !third) return products;
  const { name: _name, ...noName } = second;
  return [
    { ...first, _id: MALFORMED_PRODUCT_IDS[0], price: 'free' },
    { ...noName, _id: MALFORMED_PRODUCT_IDS[1] },
    { ...third, _id: MALFORMED_PRODUCT_IDS[2], rating: 11 },
    ...products,
  ];
}

export const scenarios = [
  { name: 'default', description: 'The fixtures, every call answers normally.' },
  {
    name: 'empty',
    description: 'No products and no categories.',
    db: (db) => ({ ...db, products: [], catagory: [] as CategoryWire[] }),
  },
  {
    name: 'slow',
    description: 'Every product call takes 1.5-3 s.',
    faults: [{ route: 'GET /products*', latencyMs: [1500, 3000] }],
  },
  {
    name: 'recovers',
    description: 'The product list fails twice with 503, then loads: the retry at work.',
    faults: [{ route: 'GET /products', status: 503, times: 2 }],
  },
  {
    name: 'cut-list',
    description: `The product list's answer breaks off after ${CUT_LIST_BYTES.toLocaleString('en')} bytes.`,
    faults: [{ route: 'GET /products', cutAfterBytes: CUT_LIST_BYTES }],
  },
  {
    name: 'backend-down',
    description: 'Every product-backend call answers 503.',
    faults: [{ route: '*', status: 503 }],
  },
  {
    name: 'flaky',
    description: '30 % of product-backend calls fail with 503.',
    faults: [{ route: '*', errorRate: 0.3, errorStatus: 503 }],
  },
  {
    name: 'big-catalog',
    description: `${BIG_CATALOG_SIZE.toLocaleString('en')} products.`,
    db: (db) => ({ ...db, products: manyProducts(db.products, BIG_CATALOG_SIZE) }),
  },
  {
    name: 'malformed',
    description: 'Three products break the contract: the app skips them and says so.',
    db: (db) => ({ ...db, products: malformedProducts(db.products) as ProductWire[] }),
  },
  { name: 'new-user', description: 'Nobody has favorites yet.', db: (db) => ({ ...db, favorites: [] }) },
  {
    name: 'open-wishlists',
    description: 'No ID token checked: anyone who knows an email reads and changes its wishlist.',
    wishlists: 'open',
  },
] as const satisfies readonly Scenario[];

export type ScenarioName = (typeof scenarios)[number]['name'];

export const scenarioNames = scenarios.map((s) => s.name) as ScenarioName[];

export const isScenarioName = (name: unknown): name is ScenarioName =>
  typeof name === 'string' && (scenarioNames as string[]).includes(name);

export const findScenario = (name: ScenarioName): Scenario => scenarios.find((s) => s.name === name)!;

export const trustsAnyEmail = (name: ScenarioName): boolean => findScenario(name).wishlists === 'open';

/** Where a transport keeps its data and faults; a scenario replaces both. */
export interface ScenarioTarget {
  /** The data `default` serves (the fixtures, or a recorded file). */
  base(): Db;
  setDb(db: Db): void;
  /** Back on `default`, the data kept apart from the scenarios (the stub's working copy). */
  restoreDefault?(): void;
  faults: FaultState;
}

export interface ScenarioState {
  current(): ScenarioName;
  /** Replaces data and faults with the scenario's; the same name again changes nothing. */
  apply(name: ScenarioName): void;
  /** Back to `default` (what /__stub/reset does), even when it already is. */
  reset(): void;
}

export function createScenarioState(
  target: ScenarioTarget,
  initial: ScenarioName = 'default',
): ScenarioState {
  let current: ScenarioName = 'default';
  const load = (name: ScenarioName) => {
    const scenario = findScenario(name);
    if (name === 'default' && target.restoreDefault) target.restoreDefault();
    else {
      const base = structuredClone(target.base());
      target.setDb(scenario.db ? scenario.db(base) : base);
    }
    target.faults.set({ rules: [...(scenario.faults ?? [])] });
    current = name;
  };
  const state: ScenarioState = {
    current: () => current,
    apply: (name) => {
      if (name !== current) load(name);
    },
    reset: () => load('default'),
  };
  if (initial !== 'default') load(initial);
  return state;
}

export const scenarioList = () => scenarios.map(({ name, description }) => ({ name, description }));
