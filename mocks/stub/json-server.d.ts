// json-server 0.17 ships no types; these cover the small part the stub uses.
declare module 'json-server' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';

  export interface StubRequest extends IncomingMessage {
    path: string;
    originalUrl: string;
  }
  export interface StubResponse extends ServerResponse {
    status(code: number): StubResponse;
    json(body: unknown): void;
  }
  export type Next = (error?: unknown) => void;
  export type Middleware = (req: StubRequest, res: StubResponse, next: Next) => void;

  export interface App {
    use(...handlers: (Middleware | Middleware[] | JsonRouter)[]): App;
    use(path: string, ...handlers: Middleware[]): App;
    listen(port: number, host: string, callback?: () => void): Server;
  }
  export interface LowDb {
    getState(): unknown;
    setState(state: unknown): LowDb;
    write(): unknown;
    _: { id: string };
  }
  export interface JsonRouter extends Middleware {
    db: LowDb;
  }
  const jsonServer: {
    create(): App;
    router(source: string | object): JsonRouter;
    defaults(options?: { logger?: boolean; static?: string; noCors?: boolean; readOnly?: boolean }): Middleware[];
  };
  export default jsonServer;
}
