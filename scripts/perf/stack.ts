/**
 * The servers a measurement needs (the json-server stub and the built app
 * behind scripts/serve-dist.ts), stopped at the end, on failure and on Ctrl-C.
 * Ports are checked first: a leftover server would silently serve the wrong data.
 */
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { serveDist } from '../serve-dist';
import { startService, stopServices, waitForUrl, type Service } from '../processes';

export interface Stack {
  stubUrl: string;
  appUrl: string;
  /** Restarts the stub on another db file (the bench swaps catalogs). */
  restartStub(args: string[]): Promise<void>;
  stop(): Promise<void>;
}

export async function assertPortFree(port: number) {
  const inUse = await new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use: stop whatever listens there first`);
}

/** `stubArgs`: e.g. ['--memory'] or ['--db', file]. */
export async function startStack(opts: {
  stubPort: number;
  appPort: number;
  distDir: string;
  stubArgs: string[];
}): Promise<Stack> {
  await Promise.all([assertPortFree(opts.stubPort), assertPortFree(opts.appPort)]);
  const stubUrl = `http://127.0.0.1:${opts.stubPort}`;
  let stub: Service | undefined;
  let app: Server | undefined;
  const startStub = async (args: string[]) => {
    stub = startService('stub', 'tsx', ['mocks/stub/main.ts', ...args, '--port', String(opts.stubPort)]);
    await waitForUrl(`${stubUrl}/__stub/health`, 60_000);
  };
  const stop = async () => {
    await Promise.all([
      stub ? stopServices([stub]) : undefined,
      new Promise<void>((done) => {
        if (!app) return done();
        app.close(() => done());
        app.closeAllConnections(); // the browser's keep-alive sockets would hold close() open
      }),
    ]);
  };
  const onSignal = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    await startStub(opts.stubArgs);
    app = await serveDist(opts.distDir, opts.appPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    stubUrl,
    appUrl: `http://127.0.0.1:${opts.appPort}`,
    async restartStub(args) {
      if (stub) await stopServices([stub]);
      await startStub(args);
    },
    stop,
  };
}
