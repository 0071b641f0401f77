import { setTimeout as sleep } from 'node:timers/promises';
import { createLoadAgent, getStatus, type LoadResult } from './load-test.ts';
import { summarize } from './summarize.ts';

/** Where some of a paced load's requests go. */
export interface PacedTarget {
  url: string;
  headers: Record<string, string>;
}

/**
 * An open-loop load: `clients` clients over kept-alive connections together send GETs at
 * `ratePerSecond`, evenly spaced (client i sends requests i, i + clients, i + 2 × clients, …),
 * for `durationMs`. Request n goes to `targets[n % targets.length]`, so several targets share
 * every moment of the run: whatever else the machine does then weighs on each of them alike,
 * which makes their latencies comparable on a busy machine. Unlike a closed loop, the rate does
 * not fall when answers slow down, and each latency counts from the moment its request was due,
 * not from when it could go out (no coordinated omission). One result per target, in
 * milliseconds; `throughput` is that target's share of the rate.
 */
export async function runPacedLoad(options: {
  targets: readonly PacedTarget[];
  clients: number;
  ratePerSecond: number;
  durationMs: number;
}): Promise<LoadResult[]> {
  const { targets, clients } = options;
  const agent = createLoadAgent(clients);
  const urls = targets.map((target) => new URL(target.url));
  const intervalMs = 1000 / options.ratePerSecond;
  const total = Math.floor((options.durationMs / 1000) * options.ratePerSecond);
  const latencies = targets.map((): number[] => []);
  const errors = targets.map(() => 0);

  const started = performance.now();
  async function client(index: number): Promise<void> {
    for (let n = index; n < total; n += clients) {
      const due = started + n * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const which = n % targets.length;
      const target = targets[which];
      const url = urls[which];
      if (target === undefined || url === undefined) continue;
      const status = await getStatus(agent, url, target.headers);
      latencies[which]?.push(performance.now() - due);
      if (status !== 200) errors[which] = (errors[which] ?? 0) + 1;
    }
  }

  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const elapsed = (performance.now() - started) / 1000;
  await agent.destroy();
  return latencies.map((samples, which) => {
    const { median, p99 } = summarize(samples);
    return {
      requests: samples.length,
      errors: errors[which] ?? 0,
      throughput: samples.length / elapsed,
      p50: median,
      p99,
    };
  });
}
