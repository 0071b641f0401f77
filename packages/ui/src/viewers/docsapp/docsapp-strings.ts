import { formatCount } from '../common/format.ts';

/*
 * Every string the docsapp viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { docsapp: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 * Counts are numbers: a function picks its language's plural form and formats them with Intl.
 */
export const DOCSAPP_VIEWER_STRINGS = {
  /** A page whose title is empty, as the service itself shows it. */
  untitled: 'Untitled',
  untitledDatabase: 'Untitled database',
  /** The heading of a database's columns answered without the database (a property retrieval). */
  databaseColumns: 'Database columns',
  /** The caption of a database's table of columns. */
  columnsOf: (database: string) => `Columns of ${database}`,
  columnColumn: 'Column',
  typeColumn: 'Type',
  optionsColumn: 'Options',
  /** The caption of a query's table of rows. */
  rowCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'row' : 'rows'}`,

  /** A page that is archived or in the trash. */
  archived: 'Archived',
  /** Before the time a page was last edited. */
  edited: 'Edited',

  // Page content
  deletedBlock: 'Deleted block',
  /** The accessible name of a callout block. */
  callout: 'Callout',
  /** The caption of a code block that names no language. */
  code: 'code',
  /** A block of a type the viewer cannot show (`image`, `table` …), named by its type. */
  unsupportedBlock: (type: string) => `Unsupported block: ${type}`,

  // Property values
  yes: 'Yes',
  no: 'No',

  // Comments
  /** The accessible name of the n-th discussion, from 1. */
  discussion: (position: number) => `Discussion ${formatCount(position)}`,
  /** A comment's author: the service gives a user id only, shortened here. */
  commentAuthor: (shortId: string) => `User ${shortId}`,

  // Users
  users: 'Users',
  unnamedUser: 'Unnamed user',
  bot: 'Bot',
  /** A person whose email the service did not share. */
  member: 'Member',

  // Search results
  searchResults: 'Search results',
  page: 'Page',
  database: 'Database',
  /** After a search result's kind, before when it was last edited: "Page · edited" <time>. */
  searchEdited: ' · edited',
};

export type DocsappViewerStrings = typeof DOCSAPP_VIEWER_STRINGS;
