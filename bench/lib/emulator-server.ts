import { createEmulator } from '../../packages/emulator/src/index.ts';

/**
 * The emulator in a process of its own for the latency benchmark, in memory, holding
 * `PLUGBOARD_BENCH_ROWS` organizations and as many connected accounts; prints `listening <url>`.
 */
const rows = Number(process.env.PLUGBOARD_BENCH_ROWS ?? '200');
const emulator = await createEmulator({ memory: true });
await emulator.control.seed({
  data: {
    organizations: Array.from({ length: rows }, (_, n) => ({
      id: `org_bench_${n}`,
      display_name: `Bench organization ${n}`,
      metadata: { tier: n % 2 === 0 ? 'gold' : 'silver' },
    })),
    connected_accounts: Array.from({ length: rows }, (_, n) => ({
      id: `ca_bench_${n}`,
      connector: 'crm' as const,
      identifier: `user${n}@bench.test`,
      organization_id: `org_bench_${n}`,
    })),
  },
});
console.info(`listening ${emulator.url}`);
process.once('SIGTERM', () => {
  void emulator.close().then(() => process.exit(0));
});
