import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForEmulator } from './authEmulator';

export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

/** Writes the Auth emulator's config for these ports to `file` (firebase.json is `npm start`'s). */
export function writeEmulatorConfig(file: string, ports: EmulatorPorts): string {
  writeFileSync(
    file,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
      },
    }),
  );
  return file;
}

/** Starts `firebase emulators:start --only auth` and answers, once it answers, its URL and how to stop it. */
export async function startAuthEmulator(ports: EmulatorPorts) {
  const config = writeEmulatorConfig(
    join(mkdtempSync(join(tmpdir(), 'auth-emulator-')), 'firebase.json'),
    ports,
  );
  // The CLI itself, not npx: the PID held is the emulator's, and stopping it stops the emulator.
  const child = spawn(
    'node_modules/.bin/firebase',
    ['emulators:start', '--only', 'auth', '--project', 'demo-storefront', '--config', config],
    { env: { ...process.env, NO_UPDATE_NOTIFIER: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = once(child, 'exit').then(() => {
    throw new Error(`The Auth emulator exited before it answered:\n${output}`);
  });
  exited.catch(() => {}); // also rejects on a normal stop, when nobody waits for it
  const url = `http://127.0.0.1:${ports.auth}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = once(child, 'exit');
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  try {
    // Generous: a busy host stretches its start (patches/, docs/toolchain.md).
    await Promise.race([waitForEmulator(url, 240_000), exited]);
  } catch (error) {
    // Never leave a half-started emulator holding the ports.
    await stop();
    throw error;
  }
  return { url, stop };
}
