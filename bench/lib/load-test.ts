import { Agent, get } from 'node:http';
import { summarize } from './summarize.ts';

export interface LoadResult {
  requests: number;
  /** Answers other than 200, and requests that failed. */
  errors: number;
  /** Answered requests per second. */
  throughput: number;
  p50: number;
  p99: number;
}

/**
 * A closed-loop load: `concurrency` clients each send GET `url` again as soon as the last answer
 * is read, over kept-alive connections, for `durationMs`. Latencies are in milliseconds.
 */
export async function runLoad(options: {
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  durationMs: number;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + options.durationMs;

  const once = () =>
    new Promise<number>((resolve) => {
      const request = get(options.url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });

  async function client(): Promise<void> {
    while (performance.now() < end) {
      const sent = performance.now();
      const status = await once();
      latencies.push(performance.now() - sent);
      if (status !== 200) errors += 1;
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const { median, p99 } = summarize(latencies);
  return {
    requests: latencies.length,
    errors,
    throughput: latencies.length / elapsed,
    p50: median,
    p99,
  };
}
