import { stableId } from '../../stable-id.ts';
import { stableItemId } from '../library/drive-items.ts';
import type { FileStore } from '../library/file-store.ts';
import type { Identity, Library, Site } from '../store.ts';
import { SEED_SITES, type SeedSite } from './sites.ts';

/** The account whose library is seeded, and when. */
export interface LibraryOwner {
  accountId: string;
  identifier: string;
  now: Date;
}

/** The tenant host of an account: `ada@contoso.com` works at contoso.sharepoint.com. */
function tenantHost(identifier: string): string {
  const domain = identifier.includes('@')
    ? identifier.slice(identifier.indexOf('@') + 1)
    : identifier;
  const tenant = (domain.split('.')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '') || 'tenant';
  return `${tenant}.sharepoint.com`;
}

/** The account's user, as files name who made them. */
export function ownerIdentity(owner: Pick<LibraryOwner, 'accountId' | 'identifier'>): Identity {
  const name = owner.identifier.split('@')[0] ?? owner.identifier;
  return {
    user: {
      id: stableId(`${owner.accountId}:user`),
      displayName: name.charAt(0).toUpperCase() + name.slice(1),
    },
  };
}

/** The site `key` of an account: its ids are the same every time, for tests to write down. */
function siteOf(owner: LibraryOwner, key: SeedSite, time: string): Site {
  const host = tenantHost(owner.identifier);
  const collection = stableId(`${owner.accountId}:site-collection`);
  const web = stableId(`${owner.accountId}:site:${key.key}`);
  const id = `${host},${collection},${web}`;
  return {
    id,
    driveId: `b!${Buffer.from(`${collection}:${web}`).toString('base64url').slice(0, 40)}`,
    site: {
      id,
      name: key.key === 'root' ? (host.split('.')[0] ?? key.name) : key.key,
      displayName: key.name,
      description: key.description,
      createdDateTime: time,
      lastModifiedDateTime: time,
      webUrl: `https://${host}${key.path}`,
      ...(key.key === 'root' && { root: {} }),
      siteCollection: { hostname: host },
    },
  };
}

/** A new library: the root site and two team sites, and a few files. */
export async function seedLibrary(library: Library, files: FileStore, owner: LibraryOwner) {
  const time = owner.now.toISOString();
  const identity = ownerIdentity(owner);
  for (const seed of SEED_SITES) {
    const site = await library.sites.insert(siteOf(owner, seed, time));
    for (const file of seed.files) {
      const id = stableItemId(`${site.id}:file:${file.path}`);
      const bytes = await files.write(owner.accountId, id, file.content);
      await library.files.insert({
        id,
        siteId: site.id,
        path: file.path,
        mimeType: file.mimeType,
        ...bytes,
        version: 1,
        createdDateTime: time,
        lastModifiedDateTime: time,
        createdBy: identity,
        lastModifiedBy: identity,
      });
    }
  }
}
