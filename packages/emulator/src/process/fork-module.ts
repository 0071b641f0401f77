import { type ChildProcess, type ForkOptions, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs the emulator's module `name` in folder `dir` as a child process: the built JavaScript when
 * it is there (dist/, plain node), else the TypeScript source through tsx's loader, as the
 * emulator itself runs under vitest and tsx. `dir` is a path, never a URL: Vite rewrites
 * `new URL('./x', import.meta.url)` into an asset URL in browser-like test environments.
 * `nodeFlags` are the child's own Node and V8 flags; the emulator's are not passed on.
 */
export function forkModule(
  dir: string,
  name: string,
  options: ForkOptions = {},
  nodeFlags: readonly string[] = [],
): ChildProcess {
  const built = join(dir, `${name}.js`);
  if (existsSync(built)) return fork(built, [], { ...options, execArgv: [...nodeFlags] });
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return fork(join(dir, `${name}.ts`), [], {
    ...options,
    execArgv: [...nodeFlags, '--conditions=@plugboard/source', '--import', tsx],
  });
}
