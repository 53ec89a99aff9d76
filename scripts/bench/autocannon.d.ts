// autocannon 8 ships no types; these cover the part the bench uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request: answer the request to send (e.g. another body). */
    setupRequest?: (request: Request) => Request;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }): Promise<Result>;
}
