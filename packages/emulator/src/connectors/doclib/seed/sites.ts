/** A file a new library holds, with its text. */
export interface SeedFile {
  path: string;
  mimeType: string;
  content: string;
}

/** A site a new library holds: `key` makes its ids, `path` its URL under the tenant host. */
export interface SeedSite {
  key: string;
  name: string;
  path: string;
  description: string;
  files: readonly SeedFile[];
}

/*
 * What every account's library starts with: the root site and two team sites, and a few files.
 */

export const SEED_SITES: readonly SeedSite[] = [
  {
    key: 'root',
    name: 'Home',
    path: '',
    description: 'The organization home site',
    files: [
      {
        path: 'Welcome.txt',
        mimeType: 'text/plain',
        content: 'Welcome to the document library.\nFiles uploaded through the proxy land here.\n',
      },
      {
        path: 'reports/Q1 summary.csv',
        mimeType: 'text/csv',
        content:
          'month,revenue,orders\nJanuary,182340.50,1204\nFebruary,171002.10,1133\nMarch,199870.75,1310\n',
      },
    ],
  },
  {
    key: 'marketing',
    name: 'Marketing',
    path: '/sites/marketing',
    description: 'Campaigns and brand',
    files: [
      {
        path: 'brand/Guidelines.md',
        mimeType: 'text/markdown',
        content:
          '# Brand guidelines\n\nUse the full logo on light backgrounds, the mark alone below 32 px.\n',
      },
    ],
  },
  {
    key: 'engineering',
    name: 'Engineering',
    path: '/sites/engineering',
    description: 'Specs and runbooks',
    files: [],
  },
];
