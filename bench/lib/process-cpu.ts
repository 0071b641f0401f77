import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, in milliseconds) process `pid` has used so far, from
 * /proc/<pid>/stat, or `undefined` where there is no /proc. Unlike wall-clock figures, it hardly
 * moves when other work shares the machine.
 */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
