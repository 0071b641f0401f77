// Checks that the code's citations of the project docs can be followed, and are written one way:
// `docs/<path>.md`, optionally with sections, `§4.2` for a numbered heading (`## 4.2 …`) or
// `§"Lessons from other kits"` for a heading by (the start of) its text. Every doc cited under
// packages/, apps/, e2e/, bench/ and in the root README exists, every section is a heading of it,
// a section written another way (`docs/x.md, "Heading"`, `docs/x.md, crm`, `docs/x.md (crm)`) is
// refused, and no citation of the team's internal documents, which a clone does not have, is
// left. Plain Node, no dependencies; exits 1 listing file:line for each problem.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const SCOPES = ['packages', 'apps', 'e2e', 'bench', 'README.md'];

// The names of documents that are not in the repository, as citations used to spell them, and
// the sibling folder of the team that holds them (its design/ and spec/ subfolders).
const OLD_NAMES =
  /(?<![\w/.-])(?:core-api|connector-tools|result-shapes|architecture|style|lessons-from-peers|chat-stream)\.md\b|(?:\.\.\/)*shared\/(?:design|spec)(?:\/|\b)/gi;
// `docs/name.md` or `docs/internals/name.md`, optionally followed by `§4.2` or `§"Heading"` (or
// several: `§4.2, §8`). The docs site's pages (`apps/docs/…`, `.mdx`) are not these docs.
const SECTION_TEXT = String.raw`(?:\d+(?:\.\d+)*|"[^"\n]+")`;
const CITATION = new RegExp(
  String.raw`(?<![\w.-])(?<!apps\/)docs\/((?:[\w-]+\/)*[\w-]+\.md)(?![\w-])((?:[ \t]*(?:§|,[ \t]*§)[ \t]*${SECTION_TEXT})*)`,
  'g',
);
const SECTION = new RegExp(String.raw`§[ \t]*(${SECTION_TEXT})`, 'g');
// What follows a citation that names a section some other way: a quoted heading without `§`, or a
// word (bare or in brackets) that starts one of the doc's headings.
const OTHER_STYLE = /^,?[ \t]*(?:(["“])|\(?`?([\w-]+))/;

const files = execFileSync('git', ['ls-files', '-z', '--', ...SCOPES], {
  cwd: ROOT,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => file !== '' && existsSync(join(ROOT, file)));

/**
 * A doc's headings, as the numbers they carry, their texts (lower case, without the number) and
 * their first words; null when the doc is missing.
 */
const headingsOf = new Map();
function sectionsOf(doc) {
  if (!headingsOf.has(doc)) {
    const path = join(ROOT, 'docs', doc);
    let sections = null;
    if (existsSync(path)) {
      sections = { numbers: new Set(), texts: [], firstWords: new Set() };
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        const heading = /^#{2,6}[ \t]+(?:(\d+(?:\.\d+)*)\.?[ \t]+)?(.*)$/.exec(line);
        if (!heading) continue;
        if (heading[1]) sections.numbers.add(heading[1]);
        const text = heading[2].trim();
        sections.texts.push(text.toLowerCase());
        const first = /^`?([\w-]+)/.exec(text);
        if (first) sections.firstWords.add(first[1]);
      }
    }
    headingsOf.set(doc, sections);
  }
  return headingsOf.get(doc);
}

/** Whether `section` (`4.2` or `"Heading"`) is one of the doc's headings. */
function hasSection(sections, section) {
  if (!section.startsWith('"')) return sections.numbers.has(section);
  const plain = (text) => text.replaceAll('`', '').toLowerCase();
  const text = plain(section.slice(1, -1));
  return sections.texts.some((heading) => plain(heading).startsWith(text));
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
        if (!hasSection(sections, section)) {
          problems.push(`${where}: cites docs/${doc} §${section}, which has no such heading`);
        }
      }
      const other = OTHER_STYLE.exec(line.slice(cited.index + cited[0].length));
      if (other && (other[1] || sections.firstWords.has(other[2]))) {
        problems.push(
          `${where}: cites a section of docs/${doc} another way; write docs/${doc} §4.2 or §"Heading"`,
        );
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
