/// <reference types="vite/client" />
import { CONNECTORS } from '@plugboard/schema';
import { composeStories, type ReactRenderer } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { expect, test } from 'vitest';
import { PlugboardUiProvider } from './provider/plugboard-ui-provider.tsx';
import { FIXTURE_MCP_ENDPOINT, fixtureAccount } from './stories/fixture-bff.ts';
import { intlWords, latinWords, outsidePseudo, PSEUDO_LOCALIZATION } from './test/pseudo-locale.ts';

/*
 * Every story of the package, components and viewers, rendered under a pseudo-locale
 * (test/pseudo-locale.ts): any word left on screen outside the pseudo brackets is a string that
 * does not go through `localization`, unless the story's data or Intl wrote it. Play functions
 * are not run: they look for the English defaults.
 */

type StoriesModule = Parameters<typeof composeStories>[0];

const files = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
const fixtureModules = import.meta.glob<Record<string, unknown>>('./**/fixtures.ts', {
  eager: true,
});

/** Fixture exports as data: values as they are, builders without arguments called. */
function fixtureData(module: Record<string, unknown>): unknown[] {
  return Object.values(module).map((value) =>
    typeof value === 'function' && value.length === 0 ? value() : value,
  );
}

/** Every key and value of some data as text, functions by their source (localization args). */
function asText(value: unknown, seen = new WeakSet<object>()): string {
  if (typeof value === 'function') return String(value);
  if (typeof value !== 'object' || value === null) return String(value);
  if (seen.has(value)) return '';
  seen.add(value);
  return Object.entries(value)
    .map(([key, entry]) => `${key} ${asText(entry, seen)}`)
    .join(' ');
}

// What the fixture BFF answers every story: the connectors, a default account, the MCP endpoint.
const BFF_DATA = asText([CONNECTORS, fixtureAccount(), FIXTURE_MCP_ENDPOINT]);

const stories = Object.entries(files).flatMap(([path, file]) => {
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  // A story's fixtures: those of its folder and below (ToolResultView's stories use every viewer's).
  const fixtures = Object.entries(fixtureModules)
    .filter(([fixturePath]) => fixturePath.startsWith(folder))
    .flatMap(([, module]) => fixtureData(module));
  // composeStories types its answer from a module's literal type, which a glob cannot give.
  return (Object.values(composeStories(file)) as ComposedStoryFn<ReactRenderer>[]).map((Story) => ({
    id: Story.id,
    Story,
    // A story that renders its own provider takes the pseudo-locale under its own strings.
    ownProvider: file.default?.component === PlugboardUiProvider,
    data: [asText(Story.args), asText(Story.parameters), asText(fixtures), BFF_DATA].join('\n'),
  }));
});

/** Resolves once the page stops changing: lazy viewers loaded, fixture answers shown. */
async function settled(root: HTMLElement): Promise<void> {
  let previous = '';
  for (let quiet = 0, round = 0; quiet < 3 && round < 100; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = root.innerHTML;
    const loading = root.querySelector('.pb-result__loading') !== null;
    quiet = now === previous && !loading ? quiet + 1 : 0;
    previous = now;
  }
}

const LABELS = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description'];

/** Every piece of text a person sees or hears: text, accessible names, titles, placeholders. */
function textPieces(root: HTMLElement): string[] {
  const pieces: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script') === null) pieces.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of LABELS) {
      const value = element.getAttribute(name);
      if (value !== null) pieces.push(value);
    }
  }
  return pieces.filter((piece) => piece.trim() !== '');
}

const INTL_WORDS = intlWords();

/**
 * Words of no language that a viewer writes itself: the warehouse's SQL type names, as its
 * database spells them (`NUMBER(38,0)` for a column of type `fixed`, `FLOAT` for `real`).
 */
const TECHNICAL_TERMS = new Set([
  'NUMBER',
  'FLOAT',
  // McpClientSetup's ready-to-paste configuration: each MCP client's command and JSON keys.
  'claude',
  'mcp',
  'add',
  'transport',
  'http',
  'https',
  'header',
  'headers',
  'Authorization',
  'Bearer',
  'mcpServers',
  'servers',
  'url',
  'type',
]);

/**
 * Pieces with a word that is neither pseudo-localized, nor in the story's data (in any case: views
 * write a key `deadline_at` as "Deadline at", a value `hd` as "HD"), nor Intl's.
 */
function untranslated(pieces: readonly string[], data: string): string[] {
  const dataWords = new Set(latinWords(data.toLowerCase()));
  const allowed = (word: string) =>
    dataWords.has(word.toLowerCase()) || INTL_WORDS.has(word) || TECHNICAL_TERMS.has(word);
  return pieces.filter((piece) => !latinWords(outsidePseudo(piece)).every(allowed));
}

test('the pseudo-locale replaces every default string and only those', () => {
  expect(outsidePseudo('⟦Ñö ŕéšûļţš.⟧')).toBe(' ');
  expect(outsidePseudo('⟦Ñéxţ ⟦çûŕšöŕ⟧:⟧ abc')).toBe('  abc');
  expect(untranslated(['⟦Ñö ŕéšûļţš.⟧', 'Acme', 'Loading'], '{"name":"Acme"}')).toEqual([
    'Loading',
  ]);
  expect(String(PSEUDO_LOCALIZATION.cancel)).toMatch(/^⟦.*⟧$/);
  expect(PSEUDO_LOCALIZATION.viewers?.shared?.noResults).toBe('⟦Ñö ŕéšûļţš.⟧');
});

test.each(stories)(
  '$id shows no default English string under a pseudo-locale',
  async ({ Story, ownProvider, data }) => {
    const story = ownProvider ? (
      <Story localization={{ ...PSEUDO_LOCALIZATION, ...Story.args.localization }} />
    ) : (
      <PlugboardUiProvider localization={PSEUDO_LOCALIZATION}>
        <Story />
      </PlugboardUiProvider>
    );
    render(story);
    await settled(document.body);
    // Dialogs render under <body>, outside the story's container: the whole body is read.
    expect(untranslated(textPieces(document.body), data)).toEqual([]);
  },
  30_000,
);
