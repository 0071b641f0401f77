import { pathToFileURL } from 'node:url';
import { serveProcessStats } from '../../packages/test-kit/src/process-stats.ts';

/**
 * An in-memory emulator in a process of its own for the emulator-cost benchmark, with the
 * process's own figures on a second port: the one at `PLUGBOARD_EMULATOR_SRC` (a source tree's
 * packages/emulator/src/index.ts; default this one), so the benchmark can run an earlier commit's
 * beside the current one. The client is PLUGBOARD_CLIENT_ID and PLUGBOARD_CLIENT_SECRET. Prints
 * `listening <url> <stats url>`.
 */
const entry = process.env.PLUGBOARD_EMULATOR_SRC ?? '../../packages/emulator/src/index.ts';
const { createEmulator } = (await import(
  entry.startsWith('/') ? pathToFileURL(entry).href : entry
)) as typeof import('../../packages/emulator/src/index.ts');
const emulator = await createEmulator({ memory: true });
const stats = await serveProcessStats();
console.info(`listening ${emulator.url} ${stats}`);
process.once('SIGTERM', () => {
  void emulator.close().then(() => process.exit(0));
});
