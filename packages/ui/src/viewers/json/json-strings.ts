import { formatCount } from '../common/format.ts';

/*
 * Every string the json viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { json: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const JSON_VIEWER_STRINGS = {
  /** The tree's accessible name when its host gives none. */
  result: 'Result',
  /** An array's size, shown in brackets on its toggle: `[3 items]`. */
  itemCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`,
  /** An object's size, shown in braces on its toggle: `{2 keys}`. */
  keyCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'key' : 'keys'}`,
  /** The button under a long array or object; `name` is its key, absent for the root. */
  showMore: (count: number, total: number, name?: string) =>
    `Show ${formatCount(count)} more of ${formatCount(total)}${name === undefined ? '' : ` in ${name}`}`,
  /** Above the tree a connector viewer shows for a body it does not recognise. */
  fallbackNote: 'Showing the result as data.',
  /** The accessible name of that tree. */
  fallbackLabel: 'Result data',
};

export type JsonViewerStrings = typeof JSON_VIEWER_STRINGS;
