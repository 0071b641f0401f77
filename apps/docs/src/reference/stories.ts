import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const UI_SOURCE = fileURLToPath(new URL('../../../../packages/ui/src', import.meta.url));

/** One story: a state of a component, and its id in Storybook. */
export interface StoryDoc {
  /** `Organization not connected`, from the export `OrganizationNotConnected`. */
  name: string;
  /** Storybook's id: `plugboard-connectbutton--organization-not-connected`. */
  id: string;
  /** The story's TSDoc, when it has one. */
  description: string;
}

/** One stories file: its Storybook title and stories, in the file's order. */
export interface StoriesDoc {
  title: string;
  stories: StoryDoc[];
}

/** Storybook's own `sanitize`: lower case, runs of anything else than letters and digits as `-`. */
const sanitize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Storybook's `storyNameFromExport`: `OrganizationNotConnected` → `Organization Not Connected`. */
const words = (exportName: string) =>
  exportName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storiesFiles(join(dir, entry.name))
      : entry.name.endsWith('.stories.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every stories file of `@plugboard/ui`, read from the source as Storybook indexes it. */
export function readStories(): StoriesDoc[] {
  return storiesFiles(UI_SOURCE).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const title = /\btitle:\s*'([^']+)'/.exec(source)?.[1];
    if (!title) return [];
    const stories = [
      ...source.matchAll(/(?:\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*)?export const (\w+)\s*:/g),
    ].map(([, comment = '', exportName = '']) => {
      const name = words(exportName);
      return {
        name: name.charAt(0) + name.slice(1).toLowerCase(),
        id: `${sanitize(title)}--${sanitize(name)}`,
        description: comment
          .replace(/^\s*\*\s?/gm, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      };
    });
    return [{ title, stories }];
  });
}

/** The stories files whose title is `title`, or starts with it when it ends in `/`. */
export function storiesFor(title: string): StoriesDoc[] {
  const found = readStories().filter((doc) =>
    title.endsWith('/') ? doc.title.startsWith(title) : doc.title === title,
  );
  if (found.length === 0) throw new Error(`No stories titled ${title} in @plugboard/ui`);
  return found;
}
