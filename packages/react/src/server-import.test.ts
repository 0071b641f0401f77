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
  const verify = await import('./verify.ts');
  const events = await import('./events.ts');
  expect(events.useAccountEvents).toBeTypeOf('function');
  expect(api.PlugboardProvider).toBeTypeOf('function');
  expect(verify.useVerifyCallback).toBeTypeOf('function');
  expect(api.createBffClient().baseUrl).toBe('/api/plugboard');
});

test("every module that uses React hooks or context starts with 'use client'", async () => {
  const files = (await readdir(import.meta.dirname, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'),
  );
  const missing: string[] = [];
  for (const file of files) {
    const source = await readFile(join(import.meta.dirname, file), 'utf8');
    const usesHooksOrContext = /\b(use[A-Z]\w*|createContext)\(/.test(source);
    if (usesHooksOrContext && !source.startsWith("'use client';")) missing.push(file);
  }
  expect(missing).toEqual([]);
});
