import { type ChildProcess, spawn } from 'node:child_process';
import { onCores } from './cpu-affinity.ts';

export interface RunningChild {
  /** The first capture group of `ready` in the child's output. */
  readonly ready: string;
  readonly pid: number;
  stop(): Promise<void>;
}

export interface ChildOptions {
  /** The cores the child (and the processes it starts) may run on, as taskset takes them: `1`, `0-1`. */
  cpus?: string;
  /** Node's own flags for the child, such as `--cpu-prof`. */
  nodeArgs?: readonly string[];
}

/**
 * Runs a TypeScript file in a Node process of its own (through tsx, workspace packages from
 * source) and resolves once its output matches `ready`, so a benchmark's servers do not share an
 * event loop with the load they are measured under.
 */
export async function startChild(
  script: string,
  args: readonly string[],
  ready: RegExp,
  env: Record<string, string> = {},
  options: ChildOptions = {},
): Promise<RunningChild> {
  const { command, args: commandArgs } = onCores(options.cpus, process.execPath, [
    ...(options.nodeArgs ?? []),
    '--conditions=@plugboard/source',
    '--import',
    'tsx',
    script,
    ...args,
  ]);
  const child: ChildProcess = spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const found = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return {
    ready: found,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
