// Checks every link and fragment of the built site: each same-site href or src must name a page
// or file of the build, and each #fragment an id on that page. External links are not fetched
// (CI has no network to spare); `node scripts/check-links.mjs dist` after `astro build`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const SKIPPED = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'pagefind' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The built file a site path names, or undefined. */
function target(root, sitePath) {
  const path = join(root, decodeURIComponent(sitePath));
  if (existsSync(path) && statSync(path).isFile()) return path;
  const index = join(path, 'index.html');
  return existsSync(index) ? index : undefined;
}

const idCache = new Map();
function ids(file) {
  if (!idCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])));
  }
  return idCache.get(file);
}

/** Every broken link of the site in `root`, as `page: link (why)` lines. */
export function brokenLinks(root) {
  const problems = [];
  for (const file of htmlFiles(root)) {
    const page = `/${relative(root, file)}`.replace(/index\.html$/, '');
    const html = readFileSync(file, 'utf8');
    for (const [, attribute, raw] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      const link = raw.replaceAll('&amp;', '&');
      if (link === '' || SKIPPED.test(link)) continue;
      const [pathAndQuery, fragment] = link.split('#');
      const path = pathAndQuery.split('?')[0];
      const sitePath = path === '' ? page : path.startsWith('/') ? path : resolve(page, path);
      const file2 = target(root, sitePath);
      if (!file2) {
        problems.push(`${page}: ${attribute}="${link}" (no such page or file)`);
      } else if (
        fragment &&
        file2.endsWith('.html') &&
        !ids(file2).has(decodeURIComponent(fragment))
      ) {
        problems.push(`${page}: ${attribute}="${link}" (no id "${fragment}" there)`);
      }
    }
  }
  return problems;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const root = resolve(process.argv[2] ?? 'dist');
  const problems = brokenLinks(root);
  if (problems.length > 0) {
    console.error(`${problems.length} broken links in ${root}:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.info(`Links checked: every link of ${htmlFiles(root).length} pages resolves.`);
}
