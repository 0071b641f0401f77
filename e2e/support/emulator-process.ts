import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const emulatorDir = join(import.meta.dirname, '../../packages/emulator');
const CLIENT = 'plugboard-dev-client:plugboard-dev-secret';

export interface RunningEmulator {
  url: string;
  /** Calls the control API (`/_emulator…`) with the default client's credentials. */
  control<T>(method: string, path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/** The emulator's command line in a process of its own, in memory, on a free loopback port. */
export async function startEmulatorProcess(): Promise<RunningEmulator> {
  const child: ChildProcess = spawn(
    join(import.meta.dirname, '../../node_modules/.bin/tsx'),
    ['--conditions=@plugboard/source', 'src/cli.ts', '--port', '0', '--memory'],
    { cwd: emulatorDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/\S+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The emulator exited (${code}):\n${output}`)));
  });
  return {
    url,
    async control<T>(method: string, path: string, body?: unknown) {
      const res = await fetch(`${url}/_emulator${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(CLIENT).toString('base64')}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!res.ok)
        throw new Error(`${method} /_emulator${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
