import { formatCount } from '../common/format.ts';

/*
 * Every string the doclib viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { doclib: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 */
export const DOCLIB_VIEWER_STRINGS = {
  sites: 'Sites',
  /** Before the time a site or a file last changed. */
  changed: 'Changed',
  /** Before a site's id, which file requests take. */
  siteId: 'Site id',

  /** The answer to an upload. */
  uploaded: 'Uploaded',
  size: 'Size',
  type: 'Type',
  /** A folder's number of items. */
  contains: 'Contains',
  itemCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`,
  folder: 'Folder',
  /** After the time a file last changed: who changed it. */
  changedBy: (name: string) => `by ${name}`,
  download: 'Download',
  openInLibrary: 'Open in the library',
  /** docs/connectors.md §4.6: the download link is pre-signed and short-lived. */
  downloadExpiry:
    "The download link is pre-signed and expires about an hour after this result was fetched; fetch the file's metadata again for a new one.",

  // File sizes: `amount` is the number already formatted for the reader; 1 KB is 1,024 bytes.
  bytes: (amount: string, count: number) => `${amount} ${count === 1 ? 'byte' : 'bytes'}`,
  kilobytes: (amount: string) => `${amount} KB`,
  megabytes: (amount: string) => `${amount} MB`,
  gigabytes: (amount: string) => `${amount} GB`,
  terabytes: (amount: string) => `${amount} TB`,
};

export type DoclibViewerStrings = typeof DOCLIB_VIEWER_STRINGS;
