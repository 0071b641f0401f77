// Start-up of the emulator: from an existing data folder (a developer's `pnpm emulator`), and a
// fresh in-memory one (a test file's own emulator), plus the reset a test runs between tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator } from '../packages/emulator/src/index.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const RUNS = 5;

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const dataDir = await mkdtemp(join(tmpdir(), 'plugboard-bench-'));
try {
  // The first start makes the data folder; the demo scenario gives it some content.
  const first = await createEmulator({ dataDir });
  await first.control.seed({ scenario: 'demo' });
  await first.close();

  const existing: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    let emulator: Awaited<ReturnType<typeof createEmulator>> | undefined;
    existing.push(await timed(async () => void (emulator = await createEmulator({ dataDir }))));
    await emulator?.close();
  }

  const fresh: number[] = [];
  const resets: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    let emulator: Awaited<ReturnType<typeof createEmulator>> | undefined;
    fresh.push(await timed(async () => void (emulator = await createEmulator({ memory: true }))));
    if (emulator === undefined) throw new Error('createEmulator resolved without an emulator.');
    const running = emulator;
    await running.control.seed({ scenario: 'demo' });
    resets.push(await timed(() => running.control.reset()));
    await running.close();
  }

  console.info(`runs: ${RUNS} each (min / median / max)`);
  for (const [label, samples] of [
    ['start, existing data folder', existing],
    ['start, fresh in memory', fresh],
    ['reset between tests', resets],
  ] as const) {
    const { min, median, max } = summarize(samples);
    console.info(`${label.padEnd(30)} ${formatMs(min)} / ${formatMs(median)} / ${formatMs(max)}`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
