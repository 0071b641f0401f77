import type { DoclibError, DoclibSite, DriveItem } from '../common/result-parts.ts';

/* Realistic document library answers (docs/tool-results.md §"doclib") for a team's contract files. */

const SITE_ID =
  'contoso.sharepoint.com,2C712604-1370-44E7-A1F5-426573FDA80A,2D2244C3-251A-49EA-93A8-39E1C3A060FE';

function site(id: string, name: string, displayName: string, description: string): DoclibSite {
  return {
    id,
    name,
    displayName,
    description,
    createdDateTime: '2022-03-01T09:00:00Z',
    lastModifiedDateTime: '2026-01-14T16:22:05Z',
    webUrl: `https://contoso.sharepoint.com/sites/${name}`,
  };
}

export const doclibSites: { value: DoclibSite[] } = {
  value: [
    site(SITE_ID, 'legal', 'Legal', 'Contracts, NDAs and policies.'),
    site(
      'contoso.sharepoint.com,6E1A2B3C-0000-4000-8000-000000000001,7F2B3C4D-0000-4000-8000-000000000002',
      'marketing',
      'Marketing',
      'Campaign assets and brand guidelines.',
    ),
  ],
};

export const doclibRootSite: DoclibSite = {
  ...site(
    'contoso.sharepoint.com,0A1B2C3D-0000-4000-8000-0000000000aa,1B2C3D4E-0000-4000-8000-0000000000bb',
    '',
    'Contoso',
    'The company intranet.',
  ),
  webUrl: 'https://contoso.sharepoint.com',
};

const SIGNED =
  'https://contoso.sharepoint.com/sites/legal/_layouts/15/download.aspx?UniqueId=8f2c1d9e-4b3a-4c5d-9e8f-7a6b5c4d3e2f&Translate=false&tempauth=v1.eyJhdWQiOiIwMDAwMDAwMy0wMDAw&ApiVersion=2.0';

// The service's body as it comes, with members the schema does not declare (a parse drops them).
const fileBody = {
  '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#sites('${SITE_ID}')/drive/root/$entity`,
  '@microsoft.graph.downloadUrl': SIGNED,
  createdDateTime: '2025-11-03T10:14:00Z',
  eTag: '"{8F2C1D9E-4B3A-4C5D-9E8F-7A6B5C4D3E2F},3"',
  id: '01BYE5RZ47DMWMVY2KKNGJXFWKBVX3GE5P',
  lastModifiedDateTime: '2026-01-12T08:40:31Z',
  name: 'Master services agreement - Acme.pdf',
  webUrl:
    'https://contoso.sharepoint.com/sites/legal/Shared%20Documents/contracts/Master%20services%20agreement%20-%20Acme.pdf',
  cTag: '"c:{8F2C1D9E-4B3A-4C5D-9E8F-7A6B5C4D3E2F},3"',
  size: 2_483_712,
  createdBy: {
    user: {
      email: 'ada@contoso.com',
      id: '5f1b2c3d-0000-4000-8000-000000000001',
      displayName: 'Ada Lovelace',
    },
  },
  lastModifiedBy: {
    user: {
      email: 'lin@contoso.com',
      id: '5f1b2c3d-0000-4000-8000-000000000002',
      displayName: 'Lin Chen',
    },
  },
  parentReference: {
    driveType: 'documentLibrary',
    driveId: 'b!BCZxLHATl0Sh9UJlc_2oCsNEIi2oJepJk6g54cOgYP5aKnS3yHXNT6ELW8PHxfzH',
    id: '01BYE5RZ56Y2GOVW7725BZO354PWSELRRZ',
    path: '/drive/root:/contracts',
  },
  file: {
    mimeType: 'application/pdf',
    hashes: { sha256Hash: '3F1E2D9C8B7A6F5E4D3C2B1A0F9E8D7C6B5A4F3E2D1C0B9A8F7E6D5C4B3A2F1E' },
  },
  fileSystemInfo: {
    createdDateTime: '2025-11-03T10:14:00Z',
    lastModifiedDateTime: '2026-01-12T08:40:31Z',
  },
  shared: { scope: 'users' },
};

export const doclibFile: DriveItem = fileBody;

export const doclibFolder: DriveItem = {
  id: '01BYE5RZ56Y2GOVW7725BZO354PWSELRRZ',
  name: 'contracts',
  webUrl: 'https://contoso.sharepoint.com/sites/legal/Shared%20Documents/contracts',
  lastModifiedDateTime: '2026-01-12T08:40:31Z',
  size: 18_402_112,
  parentReference: { driveType: 'documentLibrary', path: '/drive/root:' },
  folder: { childCount: 14 },
};

export const doclibUploaded: DriveItem = {
  id: '01BYE5RZ3NQF7KX2L4QHAYZ6H2W7XJ5K4M',
  name: 'notes.txt',
  size: 1_874,
  webUrl: 'https://contoso.sharepoint.com/sites/legal/Shared%20Documents/notes.txt',
  createdDateTime: '2026-01-15T11:02:44Z',
  lastModifiedDateTime: '2026-01-15T11:02:44Z',
  lastModifiedBy: { user: { displayName: 'Ada Lovelace' } },
  parentReference: { driveType: 'documentLibrary', path: '/drive/root:' },
  file: { mimeType: 'text/plain' },
};

const notFoundBody = {
  error: {
    code: 'itemNotFound',
    message: 'The resource could not be found.',
    innerError: {
      date: '2026-01-15T11:05:00',
      'request-id': 'a1b2c3d4-0000-4000-8000-000000000000',
    },
  },
};

export const doclibNotFound: DoclibError = notFoundBody;
