/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    /** Requests per second over all connections (an open-loop client), instead of as fast as answers come. */
    overallRate?: number;
    /** Per-request hooks: a new body for every request (`setupRequest`), a look at every answer (`onResponse`). */
    requests?: {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
      onResponse?: (status: number, body: string) => void;
    }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { average: number; p50: number; p99: number; max: number };
    throughput: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Answers by status class ('1xx' … '5xx'). */
    statusCodeStats?: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
