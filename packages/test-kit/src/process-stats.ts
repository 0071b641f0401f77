import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** The script of the emulator process the load bench, the soak and the memory-growth test run. */
export const LOAD_EMULATOR_SCRIPT = fileURLToPath(
  new URL('./load-emulator-process.ts', import.meta.url),
);

/** What a benchmark's server process reports about itself (GET <stats url>). */
export interface ProcessStats {
  rssBytes: number;
  /** After a full GC when the process runs with --expose-gc and the URL asks `?gc=1`. */
  heapUsedBytes: number;
  /** process.cpuUsage(), user + system, since the process started. */
  cpuMicros: number;
  /** Event-loop delay since the last read, in milliseconds. */
  eventLoopDelay: { p50: number; p99: number; max: number };
}

/**
 * A second HTTP server in a benchmark's server process, on its own free loopback port, so that
 * the figures are the process's own (process.cpuUsage, memoryUsage, monitorEventLoopDelay) and
 * the route the load uses stays untouched. Resolves with its URL.
 */
export async function serveProcessStats(): Promise<string> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const gc = (globalThis as { gc?: () => void }).gc;
  const server = createServer((req, res) => {
    if (req.url?.includes('gc=1')) gc?.();
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const stats: ProcessStats = {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      cpuMicros: cpu.user + cpu.system,
      eventLoopDelay: {
        p50: delay.percentile(50) / 1e6,
        p99: delay.percentile(99) / 1e6,
        max: delay.max / 1e6,
      },
    };
    delay.reset();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(stats));
  });
  server.unref();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function readProcessStats(url: string, afterGc = false): Promise<ProcessStats> {
  const answer = await fetch(afterGc ? `${url}/?gc=1` : url);
  return (await answer.json()) as ProcessStats;
}
