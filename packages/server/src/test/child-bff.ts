import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
