import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const exampleDir = join(import.meta.dirname, '../../apps/example');

export interface RunningApp {
  origin: string;
  /** The embedded emulator the app runs on, for tests that drive its control API. */
  emulator: { url: string; clientId: string };
  stop(): Promise<void>;
}

/**
 * Starts the example app exactly as `pnpm demo` does (its own process, embedded in-memory
 * emulator) on a free loopback port, and resolves with the origin it prints.
 */
export async function startExampleApp(): Promise<RunningApp> {
  const child: ChildProcess = spawn(
    join(exampleDir, 'node_modules/.bin/tsx'),
    ['--conditions=@plugboard/source', 'src/server/main.ts', '--port', '0', '--memory'],
    { cwd: exampleDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PORT: '' } },
  );
  let output = '';
  const { origin, emulator } = await new Promise<Omit<RunningApp, 'stop'>>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/example app: (http:\/\/127\.0\.0\.1:\d+)/);
      const upstream = output.match(/embedded emulator at (\S+) \(client id ([^)]+)\)/);
      if (match?.[1] && upstream?.[1] && upstream[2]) {
        resolve({ origin: match[1], emulator: { url: upstream[1], clientId: upstream[2] } });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The example app exited (${code}):\n${output}`)));
  });
  return {
    origin,
    emulator,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
