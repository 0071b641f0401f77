import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { type RedisServer, startRedisServer } from './redis-server.ts';
import type { EmulatorFixture } from './use-emulator.ts';

const SCRIPT = fileURLToPath(new URL('./bff-process.ts', import.meta.url));

export interface ChildBff {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts `bff-process.ts` in a Node process of its own (TypeScript through tsx, workspace packages
 * from source) and resolves with its URL once it listens.
 */
export async function startChildBff(settings: Record<string, unknown>): Promise<ChildBff> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@plugboard/source', '--import', 'tsx', SCRIPT],
    {
      env: { ...process.env, PLUGBOARD_TEST_BFF: JSON.stringify(settings) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening (http:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The BFF process exited with ${code} before listening:\n${output}`)),
    );
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Two BFF processes for the calling test file, both on one redis-server of their own and on the
 * file's emulator: the array fills before the first test and the processes stop after the last.
 */
export function setupReplicas(
  upstream: EmulatorFixture,
  settings: { perUserLimit: number; webhookSecret?: string },
): readonly ChildBff[] {
  const replicas: ChildBff[] = [];
  let redis: RedisServer | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
    const bff = {
      baseUrl: upstream.emulator.url,
      clientId: upstream.emulator.clientId,
      clientSecret: upstream.emulator.clientSecret,
      redisUrl: redis.url,
      perUserLimit: settings.perUserLimit,
      webhookSecret: settings.webhookSecret,
    };
    replicas.push(...(await Promise.all([startChildBff(bff), startChildBff(bff)])));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await redis?.stop();
  });
  return replicas;
}
