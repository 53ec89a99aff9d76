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
    use(...handlers: (Middleware | Middleware[])[]): App;
    use(path: string, ...handlers: Middleware[]): App;
    listen(port: number, host: string, callback?: () => void): Server;
  }
  const jsonServer: {
    create(): App;
    defaults(options?: {
      logger?: boolean;
      static?: string;
      noCors?: boolean;
      readOnly?: boolean;
    }): Middleware[];
  };
  export default jsonServer;
}
