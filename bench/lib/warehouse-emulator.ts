import { pathToFileURL } from 'node:url';

/**
 * An in-memory emulator in a process of its own for the warehouse scale benchmark: the one at
 * `PLUGBOARD_EMULATOR_SRC` (a source tree's packages/emulator/src/index.ts; default this one),
 * so the benchmark can run an earlier commit's beside the current one. Prints `listening <url>`.
 */
const entry = process.env.PLUGBOARD_EMULATOR_SRC ?? '../../packages/emulator/src/index.ts';
const { createEmulator } = (await import(
  entry.startsWith('/') ? pathToFileURL(entry).href : entry
)) as typeof import('../../packages/emulator/src/index.ts');
const emulator = await createEmulator({ memory: true });
console.info(`listening ${emulator.url}`);
process.once('SIGTERM', () => {
  void emulator.close().then(() => process.exit(0));
});
