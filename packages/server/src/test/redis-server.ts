import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** Where and how a redis-server runs; by default a free port and nothing kept on disk. */
export interface RedisServerOptions {
  port?: number;
  /**
   * A folder for an append-only file synced on every write, so a restart on the same folder
   * remembers every key: what a host that relies on the used-state store runs.
   */
  dataDir?: string;
}

/** A port that was free a moment ago: redis-server needs a number, it cannot take port 0. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port found');
  return address.port;
}

/**
 * Starts Debian's redis-server on 127.0.0.1 and a free port, keeping nothing on disk, and resolves
 * once it accepts connections. Without redis-server the test fails, saying what to install: CI
 * installs it, and a test that quietly skipped would prove nothing.
 */
export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing. Install it (apt-get install -y redis-server) to run the Redis tests.`,
    );
  }
  const port = options.port ?? (await freePort());
  const persistence =
    options.dataDir === undefined
      ? ['--appendonly', 'no']
      : ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', options.dataDir];
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited with ${code} before it was ready:\n${output}`)),
    );
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
