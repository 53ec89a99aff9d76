/**
 * `npm run stub:slow-clients`: how much memory 200 clients that send their
 * bodies slowly cost the stub, and whether it comes back after they close.
 * Starts the stub (in memory), reads its RSS from /proc, then opens the
 * clients: half trickle a body under the size cap (the stub answers 408 when
 * its time limit runs out), half stream a big chunked body (413 at the cap).
 * Prints RSS before, at the peak, and after the clients are gone.
 *   --clients 200  --seconds 12  --root DIR (another checkout's stub, to compare)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '12' },
    root: { type: 'string', default: new URL('../../', import.meta.url).pathname },
  },
});
const clients = Number(values.clients);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
};

const stub = spawn(process.execPath, ['--import', 'tsx', 'mocks/stub/main.ts', '--memory', '--port', '0'], {
  cwd: values.root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((resolve) => {
  let output = '';
  stub.stdout.on('data', (data: Buffer) => {
    output += data.toString();
    const match = /json-server stub on http:\/\/[\d.]+:(\d+)/.exec(output);
    if (match) resolve(Number(match[1]));
  });
});
try {
  await sleep(1000);
  const before = rssMb(stub.pid!);
  let peak = before;
  const answers = new Map<string, number>();
  const sockets: Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  for (let i = 0; i < clients; i += 1) {
    const trickle = i % 2 === 0;
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.on('error', () => {});
    socket.on('data', (data) => {
      const status = /^HTTP\/1\.1 (\d+)/.exec(data.toString())?.[1] ?? '?';
      answers.set(status, (answers.get(status) ?? 0) + 1);
    });
    socket.write(
      trickle
        ? 'POST /favorites HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 16000\r\n\r\n'
        : 'POST /favorites HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = trickle ? 'x'.repeat(100) : `10000\r\n${'x'.repeat(0x10000)}\r\n`;
    timers.push(setInterval(() => socket.writable && socket.write(chunk), 250));
  }
  const until = Date.now() + Number(values.seconds) * 1000;
  while (Date.now() < until) {
    peak = Math.max(peak, rssMb(stub.pid!));
    await sleep(200);
  }
  timers.forEach(clearInterval);
  sockets.forEach((socket) => socket.destroy());
  await sleep(5000);
  const after = rssMb(stub.pid!);
  console.info(
    `${clients} slow clients for ${values.seconds} s: stub RSS ${before.toFixed(0)} MB before, ` +
      `${peak.toFixed(0)} MB at the peak (+${(peak - before).toFixed(0)} MB), ${after.toFixed(0)} MB 5 s after they closed; ` +
      `answers ${JSON.stringify(Object.fromEntries(answers))}`,
  );
} finally {
  stub.kill('SIGTERM');
}
