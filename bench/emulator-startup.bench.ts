// Start-up of the emulator: from an existing data folder (a developer's `pnpm emulator`), and a
// fresh in-memory one (a test file's own emulator), plus the reset a test runs between tests.
// Figures only; the machine's load average is printed beside them.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmulator, type EmulatorOptions } from '../packages/emulator/src/index.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const RUNS = 5;

/** Starts an emulator; its start-up time is how long `createEmulator` takes to resolve. */
async function start(options: EmulatorOptions) {
  const started = performance.now();
  const emulator = await createEmulator(options);
  return { emulator, ms: performance.now() - started };
}

const dataDir = await mkdtemp(join(tmpdir(), 'plugboard-bench-'));
try {
  // The first start makes the data folder; the demo scenario gives it some content.
  const first = await createEmulator({ dataDir });
  await first.control.seed({ scenario: 'demo' });
  await first.close();

  const existing: number[] = [];
  const fresh: number[] = [];
  const resets: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const fromFolder = await start({ dataDir });
    existing.push(fromFolder.ms);
    await fromFolder.emulator.close();

    const inMemory = await start({ memory: true });
    fresh.push(inMemory.ms);
    await inMemory.emulator.control.seed({ scenario: 'demo' });
    const resetStarted = performance.now();
    await inMemory.emulator.control.reset();
    resets.push(performance.now() - resetStarted);
    await inMemory.emulator.close();
  }

  console.info(`${RUNS} runs each (min / median / max); load average ${loadavg()[0]?.toFixed(2)}`);
  for (const [label, samples] of [
    ['start, existing data folder', existing],
    ['start, fresh in memory', fresh],
    ['reset after the demo seed', resets],
  ] as const) {
    const { min, median, max } = summarize(samples);
    console.info(`${label.padEnd(30)}${formatMs(min)} /${formatMs(median)} /${formatMs(max)}`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
