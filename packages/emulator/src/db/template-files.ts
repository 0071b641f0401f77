import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * What a template's tarball holds, beyond PGlite's build and the fingerprint: 3 is a cluster shut
 * down before it was packed, with its relation cache files (1 was one dumped while open, which
 * every open had to recover; 2 had no cache files).
 */
const FORMAT = 3;

/** A template unused this long (its file's time, set at each use) goes when another is built. */
const UNUSED_MS = 7 * 24 * 60 * 60 * 1000;

/** A half-made file or folder this old was left by a process that died while building. */
const ABANDONED_MS = 60 * 60 * 1000;

/** Where every emulator on the machine keeps its templates: one folder, shared by all installs. */
export function templateFolder(): string {
  return join(tmpdir(), 'plugboard-emulator');
}

/**
 * Named after PGlite's version and its WebAssembly's size, the fingerprint and the format, so an
 * upgrade or a new migration gets a new one, and every checkout of the same build (worktrees, CI
 * clones) shares one: named after the install's path, each clone left its 41 MB behind (7 GB on
 * the team's machine).
 */
export async function templateFile(name: string, fingerprint: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const wasm = require.resolve('@electric-sql/pglite/pglite.wasm');
  // The package's exports do not name package.json; it sits above dist/, where the wasm is.
  const manifest = JSON.parse(await readFile(join(dirname(wasm), '..', 'package.json'), 'utf8'));
  const { size } = await stat(wasm);
  const key = createHash('sha256')
    .update(`${String(manifest.version)}:${size}:${FORMAT}\n`)
    .update(fingerprint)
    .digest('hex')
    .slice(0, 16);
  return join(templateFolder(), `${name}-${key}.tar`);
}

/** Marks a template as used now, so a prune keeps it. */
export async function touchTemplate(path: string): Promise<void> {
  const now = new Date();
  await utimes(path, now, now).catch(() => undefined);
}

/**
 * Removes, beside the template just built at `kept`, the templates no emulator used for a week
 * and what dead builds left half-made. A removed template that is still wanted is built again.
 */
export async function pruneTemplates(kept: string, now = Date.now()): Promise<void> {
  const folder = dirname(kept);
  const names = await readdir(folder).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const path = join(folder, name);
      if (path === kept) return;
      const info = await stat(path).catch(() => undefined);
      if (info === undefined) return;
      const idle = now - info.mtimeMs;
      const stale = name.endsWith('.tar') ? idle > UNUSED_MS : idle > ABANDONED_MS;
      if (stale) await rm(path, { recursive: true, force: true });
    }),
  );
}
