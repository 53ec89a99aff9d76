import { spawn, type ChildProcess } from 'node:child_process';
import { demoAccounts } from '../fixtures/demo-accounts';

export interface Service {
  name: string;
  child: ChildProcess;
}

/** Starts a tool from node_modules/.bin in its own process group: stopping it stops all it started. */
export function startService(
  name: string,
  bin: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Service {
  const child = spawn(`node_modules/.bin/${bin}`, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = (line: string) => (line.trim() ? `[${name}] ${line}\n` : '');
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    from?.on('data', (data: Buffer) => to.write(data.toString().split('\n').map(prefix).join('')));
  return { name, child };
}

/** SIGTERM to each group, then SIGKILL to whatever is still there after `graceMs`. */
async function stopServices(services: Service[], graceMs = 5000) {
  const alive = services.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
  const exited = alive.map((s) => new Promise<void>((resolve) => s.child.once('exit', () => resolve())));
  for (const s of alive) signalGroup(s, 'SIGTERM');
  const timer = setTimeout(() => alive.forEach((s) => signalGroup(s, 'SIGKILL')), graceMs);
  await Promise.all(exited);
  clearTimeout(timer);
}

function signalGroup(service: Service, signal: NodeJS.Signals) {
  try {
    process.kill(-service.child.pid!, signal);
  } catch {
    /* already gone */
  }
}

/** The services of `npm start` or `npm run demo`: Ctrl-C, or any one exiting, stops them all once. */
export function supervise(what: string) {
  const services: Service[] = [];
  let stopping: Promise<void> | undefined;
  const shutdown = (code: number) =>
    (stopping ??= (async () => {
      console.info(`\nStopping ${what}...`);
      await stopServices(services);
      process.exit(code);
    })());
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  const keepAlive = (service: Service) => {
    services.push(service);
    service.child.once('exit', (code) => {
      if (stopping) return;
      console.error(`[${service.name}] exited unexpectedly (code ${code}); stopping the rest.`);
      void shutdown(1);
    });
  };
  return { services, shutdown, keepAlive, isStopping: () => stopping !== undefined };
}

/** The last lines `npm start` and `npm run demo` print: the stub, the Auth emulator, the accounts. */
export const readyLines = (
  stub: string,
  auth: string,
) => `  Stub (API)     ${stub}   (reset: curl -X POST ${stub}/__stub/reset)
  Auth emulator  ${auth}
  Demo accounts  ${demoAccounts.map((a) => `${a.email} / ${a.password}`).join('\n                 ')}
Press Ctrl-C to stop.`;

/** Polls a URL until it answers 2xx. */
export async function waitForUrl(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
