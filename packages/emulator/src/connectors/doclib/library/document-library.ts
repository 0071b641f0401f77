import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Clock } from '../../../clock.ts';
import type { Store } from '../../../store/memory-store.ts';
import type { AccountResources } from '../../account-resources.ts';
import { DownloadLinks } from '../../download-links.ts';
import { claimWorkspace, workspaceStore } from '../../workspace-store.ts';
import { itemNotFound, LibraryError } from '../errors.ts';
import { ownerIdentity, seedLibrary } from '../seed/seed.ts';
import {
  type GraphSite,
  type Library,
  type LibraryFile,
  openLibrary,
  type Site,
} from '../store.ts';
import { fileETag, fileItem, folderItem, newItemId } from './drive-items.ts';
import { FileStore } from './file-store.ts';

/** The library's simple upload takes files up to 250 MB; larger ones need an upload session. */
export const MAX_UPLOAD_BYTES = 250 * 1024 * 1024;

/** The account a proxied request acts for. */
export interface LibraryAccount {
  id: string;
  identifier: string;
}

/** A file ready to be sent from disk. */
export interface Download {
  path: string;
  size: number;
  mimeType: string;
  name: string;
  eTag: string;
}

/**
 * The simulated document library (docs/connectors.md §4.6): each account's sites and files, the
 * files' bytes on disk, reached through the proxy and pre-signed download URLs.
 */
export interface DocumentLibrary {
  /** Its files on disk, freed with their accounts. */
  readonly accountResources: AccountResources;
  /** GET /v1.0/me/sites */
  listSites(account: LibraryAccount): Promise<{ value: GraphSite[] }>;
  /** GET /v1.0/sites/root */
  rootSite(account: LibraryAccount): Promise<GraphSite>;
  /** GET /v1.0/sites/{site_id}/drive/root:/{filename}: a file (with its download URL) or folder. */
  metadata(account: LibraryAccount, siteId: string, filename: string): Promise<object>;
  /** PUT …/root:/{filename}:/content: the bytes of `body`, streamed to disk. */
  upload(
    account: LibraryAccount,
    siteId: string,
    filename: string,
    body: Readable,
    contentType: string,
  ): Promise<{ created: boolean; item: object }>;
  /** The file a download URL's token grants, or 401 (expired, forged) or 404 (gone). */
  download(token: string): Promise<Download>;
}

/** Paths in the library match whatever their case, as the library's do. */
function samePath(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function isInside(file: LibraryFile, folder: string): boolean {
  return file.path.toLowerCase().startsWith(`${folder.toLowerCase()}/`);
}

async function findSite(library: Library, siteId: string): Promise<Site> {
  // The library accepts `root` for the root site in any site path.
  const site =
    siteId === 'root'
      ? (await library.sites.all()).find((candidate) => candidate.site.root !== undefined)
      : await library.sites.get(siteId);
  if (site === undefined) throw itemNotFound(`site ${siteId}`);
  return site;
}

async function filesOf(library: Library, site: Site): Promise<LibraryFile[]> {
  return (await library.files.all()).filter((file) => file.siteId === site.id);
}

/**
 * The document library of an emulator. Files live under `dataDir` (kept across restarts) or, in
 * memory mode, in a temporary folder removed on close.
 */
export async function createDocumentLibrary(deps: {
  store: Store;
  clock: Clock;
  baseUrl: string;
  dataDir: string | undefined;
}): Promise<DocumentLibrary> {
  const { store, clock } = deps;
  const root = deps.dataDir ?? (await mkdtemp(join(tmpdir(), 'plugboard-doclib-')));
  const files = new FileStore(root);
  const links = new DownloadLinks(deps.baseUrl);

  /** `work` on the account's library, seeded on first use, in one transaction. */
  function withLibrary<T>(account: LibraryAccount, work: (library: Library) => Promise<T>) {
    const now = clock.now();
    return store.transaction(async (tx) => {
      const library = openLibrary(workspaceStore(tx, account.id));
      if (claimWorkspace(tx, account.id, 'doclib', now) === 'new') {
        await seedLibrary(library, files, {
          accountId: account.id,
          identifier: account.identifier,
          now,
        });
      }
      return work(library);
    });
  }

  /** Refuses an upload that would turn a folder into a file or put a file under a file. */
  function checkPlace(existing: readonly LibraryFile[], filename: string): void {
    const segments = filename.split('/');
    const clash =
      existing.some((file) => isInside(file, filename)) ||
      segments.some((_, index) =>
        existing.some(
          (file) => index > 0 && samePath(file.path, segments.slice(0, index).join('/')),
        ),
      );
    if (clash) {
      throw new LibraryError(
        409,
        'nameAlreadyExists',
        `${filename} cannot be a file: a folder of that name, or a file on its path, exists.`,
      );
    }
  }

  return {
    listSites: (account) =>
      withLibrary(account, async (library) => ({
        value: (await library.sites.all()).map((site) => site.site),
      })),

    rootSite: (account) =>
      withLibrary(account, async (library) => (await findSite(library, 'root')).site),

    metadata: (account, siteId, filename) =>
      withLibrary(account, async (library) => {
        const site = await findSite(library, siteId);
        const all = await filesOf(library, site);
        const file = all.find((candidate) => samePath(candidate.path, filename));
        if (file !== undefined) {
          return fileItem(site, file, links.create(account.id, file.id, clock.now()));
        }
        const inside = all.filter((candidate) => isInside(candidate, filename));
        if (inside.length === 0) throw itemNotFound(filename);
        return folderItem(site, filename, inside);
      }),

    async upload(account, siteId, filename, body, contentType) {
      // Refusals that need no bytes come before any are read.
      await withLibrary(account, async (library) =>
        checkPlace(await filesOf(library, await findSite(library, siteId)), filename),
      );
      const received = await files.receive(account.id, body, MAX_UPLOAD_BYTES);
      try {
        return await withLibrary(account, async (library) => {
          const site = await findSite(library, siteId);
          const all = await filesOf(library, site);
          checkPlace(all, filename);
          const existing = all.find((candidate) => samePath(candidate.path, filename));
          const now = clock.now().toISOString();
          const identity = ownerIdentity({ accountId: account.id, identifier: account.identifier });
          const bytes = {
            size: received.size,
            sha1Hash: received.sha1Hash,
            sha256Hash: received.sha256Hash,
          };
          const file: LibraryFile =
            existing === undefined
              ? {
                  id: newItemId(),
                  siteId: site.id,
                  path: filename,
                  mimeType: contentType,
                  ...bytes,
                  version: 1,
                  createdDateTime: now,
                  lastModifiedDateTime: now,
                  createdBy: identity,
                  lastModifiedBy: identity,
                }
              : {
                  ...existing,
                  mimeType: contentType,
                  ...bytes,
                  version: existing.version + 1,
                  lastModifiedDateTime: now,
                  lastModifiedBy: identity,
                };
          await (existing === undefined ? library.files.insert(file) : library.files.update(file));
          await files.keep(received, account.id, file.id);
          return { created: existing === undefined, item: fileItem(site, file) };
        });
      } catch (error) {
        await files.discard(received);
        throw error;
      }
    },

    async download(token) {
      const grant = links.verify(token, clock.now());
      if (grant === 'expired') {
        throw new LibraryError(
          401,
          'unauthenticated',
          'The download URL has expired; get the file metadata again for a new one.',
        );
      }
      if (grant === 'invalid') {
        throw new LibraryError(401, 'unauthenticated', 'The download URL is not valid.');
      }
      const file = await store.transaction(async (tx) =>
        openLibrary(workspaceStore(tx, grant.account)).files.get(grant.file),
      );
      if (file === undefined) throw itemNotFound('the file of this download URL');
      return {
        path: files.path(grant.account, file.id),
        size: file.size,
        mimeType: file.mimeType,
        name: file.path.split('/').at(-1) ?? file.path,
        eTag: fileETag(file),
      };
    },

    accountResources: {
      release: (accountId) => files.removeAccount(accountId),
      releaseAll: () => files.removeAll(),
      close: () => (deps.dataDir === undefined ? files.removeRoot() : Promise.resolve()),
    },
  };
}
