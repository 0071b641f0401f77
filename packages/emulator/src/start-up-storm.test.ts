import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The simulators start after the port opens (they need its URL). On a loaded machine their start
// (a corpus) takes a while; here it takes a second longer, so every run, however loaded the machine,
// has requests in that window rather than one in hundreds.
vi.mock('./connectors/registry.ts', async (importOriginal) => {
  const registry = await importOriginal<typeof import('./connectors/registry.ts')>();
  return {
    ...registry,
    createSimulators: async (...args: Parameters<typeof registry.createSimulators>) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return registry.createSimulators(...args);
    },
  };
});

const ITERATIONS = 3;
const CLIENTS = 12;
/** Far past the start-up wait a request is held for: an answer later than this is a hang. */
const HUNG_AFTER_MS = 15_000;

// CPU load only while the emulator starts, one busy process: the delayed simulators above already
// put requests in the window every time, and a load held for the whole test would slow the suites
// that run beside it in CI into timeouts of their own.
function busyLoop(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}
let busy: ChildProcess | undefined;
afterAll(() => {
  busy?.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Outcome = 'refused' | 'answered' | 'closed' | 'hung';

/** One GET on a new connection: refused (not listening yet), answered, closed unanswered, or hung. */
function attempt(port: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('connect', () => {
      socket.write('GET /openapi.json HTTP/1.1\r\nHost: storm\r\nConnection: close\r\n\r\n');
    });
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.setTimeout(HUNG_AFTER_MS, () => {
      socket.destroy();
      resolve('hung');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'closed');
    });
    socket.on('close', () => resolve(received.startsWith('HTTP/1.1 ') ? 'answered' : 'closed'));
  });
}

describe('start-up under a storm of requests', () => {
  it(
    'answers every request sent from the first millisecond of start-up, under CPU load',
    async () => {
      // The suite shares modules between files (isolate: false): a file run before this one may have
      // loaded the registry unmocked, so the emulator is loaded afresh, with the mock above.
      vi.resetModules();
      const { createEmulator } = await import('./create-emulator.ts');
      for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
        const port = await freePort();
        let started = false;
        const outcomes: Outcome[] = [];
        const clients = Array.from({ length: CLIENTS }, async () => {
          while (!started) {
            const outcome = await attempt(port);
            if (outcome !== 'refused') outcomes.push(outcome);
          }
        });
        busy = busyLoop();
        const emulator = await createEmulator({ memory: true, port }).finally(() => {
          busy?.kill('SIGKILL');
        });
        started = true;
        await Promise.all(clients);
        await emulator.close();
        expect(outcomes.filter((outcome) => outcome !== 'answered')).toEqual([]);
        expect(outcomes.length).toBeGreaterThan(0);
      }
    },
    ITERATIONS * (HUNG_AFTER_MS + 30_000),
  );
});
