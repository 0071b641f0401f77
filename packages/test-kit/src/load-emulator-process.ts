import { createEmulator } from '@plugboard/emulator';
import { serveProcessStats } from './process-stats.ts';

/**
 * The emulator in memory in a process of its own, for the load and soak benchmarks and the memory-growth test, with the
 * process's own figures on a second port; the client is PLUGBOARD_CLIENT_ID and
 * PLUGBOARD_CLIENT_SECRET. Prints `listening <url> <stats url>`.
 */
const emulator = await createEmulator({ memory: true });
const stats = await serveProcessStats();
console.info(`listening ${emulator.url} ${stats}`);
process.once('SIGTERM', () => {
  void emulator.close().then(() => process.exit(0));
});
