/**
 * `npm run stub`: the json-server stub on :3001; its flags are `usage` below.
 * Web pages may call it only from STUB_ALLOWED_ORIGINS (comma-separated; default: the workspace's app ports).
 * The control routes (writes under /__stub/, and /db) answer this machine, or another one holding
 * the run's control key (X-Stub-Key): STUB_CONTROL_KEY, or one made and printed once when --host
 * listens beyond loopback. It answers only to IPs, localhost and the --host name, plus
 * STUB_ALLOWED_HOSTS (comma-separated; hostGuard.ts).
 * The favorites calls and POST /users need the owner's Bearer ID token (mocks/access.ts), checked with the
 * Auth emulator at FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099), with a real project's
 * FIREBASE_API_KEY and FIREBASE_PROJECT_ID, or by its claims alone without either.
 * Faults also come from STUB_FAULTS='{"rules":[...]}' and change at run time under /__stub/faults.
 */
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseFlags, refuse } from '../../scripts/flags';
import type { Db } from '../db';
import { freshFixtureDb } from '../fixtureDb';
import { defaultProjectId } from '../idTokens';
import { describeFaults, faultsFromStartup } from '../faultsFlags';
import { createFaultState } from '../faultsState';
import { isScenarioName, scenarioNames } from '../scenarios';
import { newControlKey } from './controlKey';
import { isLoopback } from './cors';
import { allowedHosts } from './hostGuard';
import { stubOptions, stubUsage } from './flags';
import { describeSplit, parseSplit } from './forward';
import { createStub, listenStub } from './server';
import { BadDbError, readWorkingCopy, writeWorkingCopy } from './workingCopy';

const command = { name: 'npm run stub', usage: stubUsage };
const { values } = parseFlags(command, { options: stubOptions });

if (!isScenarioName(values.scenario))
  refuse(command, `unknown scenario '${values.scenario}'; one of: ${scenarioNames.join(', ')}.`);
if (!/^\d+$/.test(values.port) || Number(values.port) > 65535)
  refuse(command, `--port wants a port number, got '${values.port}'.`);
const scenario = values.scenario;
const chosen = parseSplit(values);
const split = typeof chosen === 'string' ? refuse(command, chosen) : chosen;

/** A fixtures file read once, handed out as fresh copies; missing collections are empty. */
function loadFixturesFile(file: string): () => Db {
  const path = resolve(file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`[stub] cannot read fixtures ${path}: ${(error as Error).message}`);
    process.exit(2);
  }
  const data = (json ?? {}) as Partial<Record<keyof Db, unknown>>;
  const list = (key: keyof Db) => (Array.isArray(data[key]) ? data[key] : []);
  if (typeof json !== 'object' || json === null || !Array.isArray(data.products)) {
    console.error(
      `[stub] ${path} is not a fixtures file: expected {"products": [...], "catagory": [...], ...}`,
    );
    process.exit(2);
  }
  const db = {
    catagory: list('catagory'),
    products: list('products'),
    favorites: list('favorites'),
    users: list('users'),
  } as Db;
  return () => structuredClone(db);
}

/** Moves a working copy aside, never deleting it. */
function moveAside(path: string) {
  let fine = true;
  try {
    readWorkingCopy(path);
  } catch {
    fine = false;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside = path.replace(/(\.json)?$/, `.${fine ? 'previous' : 'broken'}-${stamp}.json`);
  renameSync(path, aside);
  console.info(`[stub] moved ${path} aside to ${aside}`);
}

async function workingCopy(file: string): Promise<string> {
  const path = resolve(file);
  if (values.reset && existsSync(path)) moveAside(path);
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    await writeWorkingCopy(path, fixtures());
  }
  return path;
}

function startupFaults() {
  try {
    const { latency, fail, 'error-rate': errorRate, drop, cut } = values;
    return faultsFromStartup({ latency, fail, errorRate, drop, cut }, process.env.STUB_FAULTS);
  } catch (error) {
    return refuse(command, `${(error as Error).message}.`);
  }
}

const flagFaults = startupFaults();
const faults = createFaultState(flagFaults);
const fixtures = values.fixtures ? loadFixturesFile(values.fixtures) : freshFixtureDb;
// A recorded file is served from memory, unless --db names a working copy.
const inMemory = values.memory || (values.fixtures !== undefined && values.db === undefined);
const source = inMemory
  ? fixtures()
  : await workingCopy(values.db ?? process.env.STUB_DB ?? '.stub-data/db.json');
// Beyond loopback another machine may need the key: one made here is printed once, below.
const onNetwork = !isLoopback(values.host) && values.host !== 'localhost';
const givenKey = process.env.STUB_CONTROL_KEY?.trim() || undefined;
const controlKey = givenKey ?? (onNetwork ? newControlKey() : undefined);
function openStub() {
  try {
    const hosts = allowedHosts(process.env, values.host);
    return createStub({
      source,
      fixtures,
      faults,
      logger: values.log,
      scenario,
      hosts,
      controlKey,
      split,
    });
  } catch (error) {
    if (!(error instanceof BadDbError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const { app } = openStub();
// A scenario brings its own faults; fault flags given with it apply on top.
if (scenario !== 'default') faults.set({ rules: [...faults.get().rules, ...flagFaults.rules] });
const port = Number(values.port);
try {
  const server = await listenStub(app, port, values.host);
  const where = typeof source === 'string' ? source : 'memory';
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.info(`[stub] json-server stub on http://${values.host}:${actualPort} (db: ${where})`);
  if (onNetwork) {
    console.warn(
      `[stub] listening on ${values.host}: every machine that reaches it can read the catalog and call the contract ` +
        "(wishlists still need their owner's ID token); reset, scenarios, faults and /db need the control key",
    );
    if (!givenKey) console.info(`[stub] control key for other machines (header X-Stub-Key): ${controlKey}`);
  }
  if (values.fixtures) console.info(`[stub] fixtures from ${values.fixtures}`);
  if (scenario !== 'default') console.info(`[stub] scenario ${scenario}`);
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  const projectKey = !emulatorHost && process.env.FIREBASE_API_KEY?.trim();
  console.info(
    emulatorHost
      ? `[stub] wishlists: the owner's ID token, checked with the Auth emulator at ${emulatorHost}`
      : projectKey
        ? `[stub] wishlists: the owner's ID token, checked with Firebase Auth for the project ${defaultProjectId()}`
        : "[stub] wishlists: the owner's ID token, its claims only (FIREBASE_AUTH_EMULATOR_HOST names the Auth emulator to ask)",
  );
  if (split)
    for (const line of describeSplit(split, {
      scenario,
      base: fixtures(),
      projectSignIn: Boolean(projectKey),
    }))
      console.info(`[stub] ${line}`);
  for (const line of describeFaults(faults.get())) console.info(`[stub] fault ${line}`);
} catch (error) {
  console.error(`[stub] cannot listen on ${values.host}:${port}: ${(error as Error).message}`);
  process.exit(1);
}
// An answered write is already on disk (workingCopy.ts), so stopping at once loses nothing acknowledged.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
