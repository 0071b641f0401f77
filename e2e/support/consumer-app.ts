import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  type NextBundler,
  nextDistDir,
  outsideEnv,
  type PreparedApp,
} from '../consumers/prepare.ts';

export interface RunningProcess {
  url: string;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No port.');
  return address.port;
}

/** How long a stopped server may take to exit on its own. */
const STOP_GRACE_MS = 5_000;

/**
 * Spawns a server in its own process group and resolves once `ready(output)` gives its URL.
 * Stopping ends the whole group (`next start` and its workers).
 */
export function startServer(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    ready: (output: string) => Promise<string | undefined>;
    /** 60 s unless said otherwise. */
    readyWithinMs?: number;
  },
): Promise<RunningProcess> {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...outsideEnv(), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    const pid = child.pid;
    if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return;
    const exited = once(child, 'exit');
    process.kill(-pid, 'SIGTERM');
    // `next start` exits on SIGTERM only once every connection to it has ended, and the tests'
    // browser outlives each app with its kept-alive connections open: end the group after a grace.
    const grace = setTimeout(() => {
      output += `\n[still running ${STOP_GRACE_MS} ms after SIGTERM: SIGKILL]\n`;
      process.kill(-pid, 'SIGKILL');
    }, STOP_GRACE_MS);
    await exited;
    clearTimeout(grace);
  };
  return new Promise<RunningProcess>((resolve, reject) => {
    const exited = () => reject(new Error(`${command} exited (${child.exitCode}):\n${output}`));
    child.once('exit', exited);
    const readyWithinMs = options.readyWithinMs ?? 60_000;
    const deadline = Date.now() + readyWithinMs;
    const poll = async () => {
      const url = await options.ready(output).catch(() => undefined);
      if (url) {
        child.off('exit', exited);
        resolve({ url, output: () => output, stop });
      } else if (Date.now() > deadline) {
        await stop();
        reject(
          new Error(`${command} did not get ready within ${readyWithinMs / 1000} s:\n${output}`),
        );
      } else setTimeout(poll, 200);
    };
    void poll();
  });
}

/** The client the emulator and the app share; not the emulator's defaults, to prove both read it. */
export const CLIENT = { id: 'consumer-app-client', secret: 'consumer-app-secret-0123456789' };

/** The emulator from the app's own install: `node_modules/.bin/plugboard-emulator`. */
export async function startInstalledEmulator(app: PreparedApp): Promise<RunningProcess> {
  const port = await freePort();
  return startServer(
    join(app.dir, 'node_modules/.bin/plugboard-emulator'),
    ['--port', String(port), '--memory'],
    {
      cwd: app.dir,
      env: { PLUGBOARD_CLIENT_ID: CLIENT.id, PLUGBOARD_CLIENT_SECRET: CLIENT.secret },
      ready: async (output) => output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)?.[1],
    },
  );
}

/** Starts the built app on a free port: `next start` from one bundler's build, or `node server.js`. */
export async function startConsumerApp(
  app: PreparedApp,
  emulator: RunningProcess,
  bundler?: NextBundler,
): Promise<RunningProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    APP_ORIGIN: origin,
    SESSION_SECRET: 'consumer-app-session-secret',
    PLUGBOARD_BASE_URL: emulator.url,
    PLUGBOARD_CLIENT_ID: CLIENT.id,
    PLUGBOARD_CLIENT_SECRET: CLIENT.secret,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(bundler ? { NEXT_DIST_DIR: nextDistDir(bundler) } : {}),
  };
  const [command, args] =
    app.name === 'next-app'
      ? [join(app.dir, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1']]
      : ['node', ['server.js']];
  return startServer(command, args, {
    cwd: app.dir,
    env,
    ready: async () => ((await fetch(`${origin}/baseline`)).ok ? origin : undefined),
  });
}
