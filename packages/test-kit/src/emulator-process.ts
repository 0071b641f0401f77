import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not `new URL(…, import.meta.url)`: under jsdom `URL` is jsdom's, which node's fileURLToPath
// refuses, and this module loads with the test-kit in every jsdom test file.
const CLI = join(dirname(fileURLToPath(import.meta.url)), '../../emulator/src/cli.ts');

export interface EmulatorProcessOptions {
  /** The data folder it keeps its state in (`--data-dir`). */
  dataDir: string;
  /** 0, the default, for a free port; a restart passes the port of the run before it. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

export interface EmulatorProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * POSTs `body` to its control API (`/_emulator/<path>`, HTTP Basic with its client) and answers
   * the JSON it sent back, throwing on any status but 2xx.
   */
  control(path: string, body: unknown): Promise<unknown>;
  /** Kills it with SIGKILL, as a crash or the OOM killer would, and resolves once it is gone. */
  kill(): Promise<void>;
  /** Stops it with SIGTERM and resolves once it exited. */
  stop(): Promise<void>;
}

/**
 * The emulator's command line (`plugboard-emulator --data-dir`) in a process of its own, from
 * source, for the tests that kill it: resolves once it listens.
 */
export async function startEmulatorProcess(
  options: EmulatorProcessOptions,
): Promise<EmulatorProcess> {
  const clientId = options.clientId ?? 'fault-client';
  const clientSecret = options.clientSecret ?? 'fault-secret-5d0b';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--conditions=@plugboard/source',
      '--import',
      'tsx',
      CLI,
      '--data-dir',
      options.dataDir,
      '--port',
      String(options.port ?? 0),
    ],
    {
      env: { ...process.env, PLUGBOARD_CLIENT_ID: clientId, PLUGBOARD_CLIENT_SECRET: clientSecret },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The emulator exited with ${code} before listening:\n${output}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid ?? 0,
    clientId,
    clientSecret,
    async control(path, body) {
      const answer = await fetch(`${url}/_emulator/${path}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`POST /_emulator/${path} answered ${answer.status}: ${text}`);
      return JSON.parse(text);
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
