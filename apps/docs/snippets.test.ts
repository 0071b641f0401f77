// No snippet rots: every code block of the guides is a file under snippets/, included into its
// page, and this typechecks all of them against the packages' source, as an integrator's
// compiler would (tsconfig.json).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const here = import.meta.dirname;

/**
 * `tsc` over the snippets, in a child process: one program of the whole workspace's source would
 * block this worker for a minute on a busy machine. Answers its diagnostics, one per line.
 */
function typecheck(configFile: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFile(
      process.execPath,
      [tsc, '-p', configFile, '--pretty', 'false'],
      { cwd: here, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error && !stdout) reject(error);
        else resolve(stdout.split('\n').filter((line) => /error TS\d+/.test(line)));
      },
    );
  });
}

/**
 * The files under a folder. A symbolic link is left out: it stands for a file shown on another
 * page, as the guides' session modules are the getting-started's, so that their imports read as
 * in the reader's app.
 */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isSymbolicLink()) return [];
    return entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)];
  });
}

describe('the guides’ snippets', () => {
  test('typecheck against the packages', async () => {
    expect(await typecheck(join(here, 'tsconfig.json'))).toEqual([]);
  });

  test('each is included into a page, and each page includes only snippets that exist', () => {
    const pages = files(join(here, 'src/content/docs')).filter((file) => file.endsWith('.mdx'));
    const included = new Set(
      pages.flatMap((page) =>
        [...readFileSync(page, 'utf8').matchAll(/from '([^']*snippets\/[^']*)\?raw'/g)].map(
          (match) => relative(here, join(page, '..', match[1] ?? '')),
        ),
      ),
    );
    const snippets = files(join(here, 'snippets')).map((file) => relative(here, file));
    expect([...included].filter((file) => !snippets.includes(file))).toEqual([]);
    // Files a page shows only through the app they belong to: the getting-started test builds
    // them (e2e/getting-started.e2e.ts).
    const unshown = snippets.filter((file) => !included.has(file));
    expect(unshown).toEqual([]);
  });
});
