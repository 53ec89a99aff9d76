import { spawn } from 'node:child_process';
import { CLAIMS_ONLY_ENV } from './owner';

/** `npm run stub`, answering its URL once it listens; claims-only tokens unless `env` names an emulator. */
export function startStubCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    // In memory, unless the caller names a working copy (`--db FILE`, as `npm start` runs it).
    [
      '--import',
      'tsx',
      'mocks/stub/main.ts',
      ...(args.includes('--db') ? [] : ['--memory']),
      '--port',
      '0',
      ...args,
    ],
    {
      cwd: new URL('../', import.meta.url),
      env: { ...process.env, ...CLAIMS_ONLY_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /json-server stub on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`stub exited with ${code}: ${output}`)));
  });
  return { child, ready, output: () => output };
}
