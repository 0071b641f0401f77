// Every hook and component the client packages export has a page: a new one without a page fails
// here, and so does a page whose name the packages no longer export (ApiMembers throws at build).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { exportedFunctions } from './api-members.ts';

const docs = join(import.meta.dirname, '../content/docs');
const pages = ['components', 'hooks'].flatMap((folder) =>
  readdirSync(join(docs, folder)).map((file) => readFileSync(join(docs, folder, file), 'utf8')),
);

test.each(exportedFunctions().filter((name) => /^(use[A-Z]|[A-Z])/.test(name)))(
  '%s has a page',
  (name) => {
    expect(pages.some((page) => page.includes(name))).toBe(true);
  },
);

test.each(exportedFunctions('@plugboard/react/core'))(
  '@plugboard/react/core: %s is on its page',
  (name) => {
    expect(readFileSync(join(docs, 'hooks/core.mdx'), 'utf8')).toContain(`\`${name}`);
  },
);
