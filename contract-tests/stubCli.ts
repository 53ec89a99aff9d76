import { spawn } from 'node:child_process';
import { CLAIMS_ONLY_ENV } from './owner';

/**
 * Starts `mocks/stub/main.ts` as `npm run stub` would; answers its URL once it listens. It checks
 * tokens by their claims alone unless `env` names an Auth emulator (contract-tests/owner.ts).
 */
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
