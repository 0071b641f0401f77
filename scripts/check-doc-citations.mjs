// Checks that the code's citations of the project docs can be followed: every `docs/<name>.md`
// cited under packages/, apps/, e2e/, bench/ and in the root README exists, every `§N.N` cited
// with it is a heading of that doc (`## 4.2 …`, `### 4.2 …`), and no citation of the team's
// internal documents, which a clone does not have, is left. Plain Node, no
// dependencies; exits 1 listing file:line for each problem.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const SCOPES = ['packages', 'apps', 'e2e', 'bench', 'README.md'];

// The names of documents that are not in the repository, as citations used to spell them, and
// the sibling folder of the team that holds them (its design/ and spec/ subfolders).
const OLD_NAMES =
  /(?<![\w/.-])(?:core-api|connector-tools|result-shapes|architecture|style|lessons-from-peers|chat-stream)\.md\b|(?:\.\.\/)*shared\/(?:design|spec)(?:\/|\b)/gi;
// `docs/name.md`, optionally followed by `§4.2` (or several: `§4.2, §8`).
const CITATION = /(?<![\w.-])docs\/([\w-]+\.md)((?:[ \t]*(?:§|,[ \t]*§)[ \t]*\d+(?:\.\d+)*)*)/g;
const SECTION = /§[ \t]*(\d+(?:\.\d+)*)/g;

const files = execFileSync('git', ['ls-files', '-z', '--', ...SCOPES], {
  cwd: ROOT,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(ROOT, file)));

/** The section numbers a doc's headings carry, or null when the doc is missing. */
const headingsOf = new Map();
function sectionsOf(doc) {
  if (!headingsOf.has(doc)) {
    const path = join(ROOT, 'docs', doc);
    let sections = null;
    if (existsSync(path)) {
      sections = new Set();
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        const heading = /^#{1,6}[ \t]+(\d+(?:\.\d+)*)\.?(?:[ \t]|$)/.exec(line);
        if (heading) sections.add(heading[1]);
      }
    }
    headingsOf.set(doc, sections);
  }
  return headingsOf.get(doc);
}

const problems = [];
let citations = 0;
for (const file of files) {
  const buffer = readFileSync(join(ROOT, file));
  if (buffer.includes(0)) continue; // binary
  const lines = buffer.toString('utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const old of line.matchAll(OLD_NAMES)) {
      problems.push(
        `${where}: cites ${old[0]}, a document outside the repository; cite docs/ instead`,
      );
    }
    for (const cited of line.matchAll(CITATION)) {
      citations += 1;
      const [, doc, sectionText] = cited;
      const sections = sectionsOf(doc);
      if (sections === null) {
        problems.push(`${where}: cites docs/${doc}, which does not exist`);
        continue;
      }
      for (const [, section] of sectionText.matchAll(SECTION)) {
        if (!sections.has(section)) {
          problems.push(`${where}: cites docs/${doc} §${section}, which has no such heading`);
        }
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`check-doc-citations: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
process.stdout.write(
  `check-doc-citations: ${citations} citation(s) of docs/ in ${files.length} files, all found\n`,
);
