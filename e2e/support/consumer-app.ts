import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { type GuideApp, outsideEnv } from '../consumers/prepare.ts';

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
    /** Variables of this process's environment the server must not inherit. */
    unset?: string[];
  },
): Promise<RunningProcess> {
  const env = { ...outsideEnv(), ...options.env };
  for (const name of options.unset ?? []) delete env[name];
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env,
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
      // Exited: the promise is already rejected with its output.
      if (child.exitCode !== null || child.signalCode !== null) return;
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

/**
 * The guide's `npm run emulator` in the app's folder, on a free port in place of the guide's 4010
 * (the CLI takes the last --port), as other runs on this machine may hold 4010.
 */
export async function startGuideEmulator(app: GuideApp): Promise<RunningProcess> {
  const port = await freePort();
  return startServer('npm', ['run', 'emulator', '--', '--port', String(port)], {
    cwd: app.dir,
    env: { PLUGBOARD_CLIENT_ID: CLIENT.id, PLUGBOARD_CLIENT_SECRET: CLIENT.secret },
    ready: async (output) => output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)?.[1],
  });
}

/**
 * The guide's `npm start` on a free port. The environment sets the port and the app's URL together
 * (as the guides' .env says they must be) and the emulator's URL and client: the variables win over
 * the .env files, which both Node's --env-file and Next leave to the environment. `without` names
 * variables the app must start without: left out of the environment, and the app's own .env file
 * must leave them out too.
 */
export async function startGuideApp(
  app: GuideApp,
  emulator: RunningProcess,
  { without = [] }: { without?: string[] } = {},
): Promise<RunningProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return startServer('npm', ['start'], {
    cwd: app.dir,
    env: {
      PORT: String(port),
      PLUGBOARD_APP_URL: origin,
      PLUGBOARD_BASE_URL: emulator.url,
      PLUGBOARD_CLIENT_ID: CLIENT.id,
      PLUGBOARD_CLIENT_SECRET: CLIENT.secret,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    unset: without,
    ready: async () => ((await fetch(origin)).ok ? origin : undefined),
  });
}
