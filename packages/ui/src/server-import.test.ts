// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// docs/internals/code-style.md §"Lessons from other kits": "window is not defined" under server rendering. Importing the package
// where there is no window must work, as a server component or an SSR pass imports it.
test('imports without a window or a document', async () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  const api = await import('./index.ts');
  expect(api.ConnectButton).toBeTypeOf('function');
  const ai = await import('./ai.ts');
  expect(ai.AiSdkToolCallCard).toBeTypeOf('function');
});

test("every module that uses React hooks starts with 'use client'", async () => {
  const files = (await readdir(import.meta.dirname, { recursive: true })).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.(test|stories)\.tsx?$/.test(file) &&
      !file.startsWith('test') &&
      !file.startsWith('stories'),
  );
  const missing: string[] = [];
  for (const file of files) {
    const source = await readFile(join(import.meta.dirname, file), 'utf8');
    if (/\buse[A-Z]\w*\(/.test(source) && !source.startsWith("'use client';")) missing.push(file);
  }
  expect(missing).toEqual([]);
});
