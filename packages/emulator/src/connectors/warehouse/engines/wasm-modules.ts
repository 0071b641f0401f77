import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** PGlite's compiled WebAssembly, for the engines of one process. */
export interface EngineModules {
  pglite: WebAssembly.Module;
  initdb: WebAssembly.Module;
}

let compiled: Promise<EngineModules> | undefined;

async function compile(name: string): Promise<WebAssembly.Module> {
  const path = createRequire(import.meta.url).resolve(`@electric-sql/pglite/${name}`);
  return WebAssembly.compile(await readFile(path));
}

/**
 * PGlite's WebAssembly compiled once per process (V8 compiles it off the main thread): an engine
 * process compiles it when told to open its cluster, its code already loaded (engine-worker.ts).
 */
export function engineModules(): Promise<EngineModules> {
  compiled ??= Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(
    ([pglite, initdb]) => ({ pglite, initdb }),
    (error: unknown) => {
      compiled = undefined;
      throw error;
    },
  );
  return compiled;
}
