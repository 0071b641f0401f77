import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Pinning a benchmark's processes to cores with util-linux `taskset`, so that one server can be
 * given a core of its own and its limit found apart from the processes it talks to. A core list
 * is taskset's: `0`, `1`, `0,1`, `0-3`.
 */

/** The command that runs `command` with `args` on the cores of `cpus`, or as is without them. */
export function onCores(
  cpus: string | undefined,
  command: string,
  args: readonly string[],
): { command: string; args: string[] } {
  if (cpus === undefined || cpus === '') return { command, args: [...args] };
  // taskset execs the command, so the child's pid is the command's own.
  return { command: 'taskset', args: ['--cpu-list', cpus, command, ...args] };
}

/** Pins every thread of the running process (the load driver: its main thread and libuv's) to `cpus`. */
export function pinThisProcess(cpus: string): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(process.pid)], {
    stdio: 'ignore',
  });
}

/** The cores process `pid` may run on, as the kernel reports them (`0-1`), or `?` without /proc. */
export function coresOf(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? '?';
  } catch {
    return '?';
  }
}

/** How many cores a taskset list names: `0` 1, `0,2` 2, `0-3` 4. */
export function coreCount(cpus: string): number {
  return cpus.split(',').reduce((count, part) => {
    const [from, to = from] = part.split('-').map(Number);
    return count + (Number(to) - Number(from) + 1 || 0);
  }, 0);
}
