import { createHash, randomBytes } from 'node:crypto';
import { stableId } from '../../stable-id.ts';
import type { LibraryFile, Site } from '../store.ts';

/*
 * docs/tool-results.md §"doclib": driveItems as the library answers them, for files and for the
 * folders their paths imply.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A driveItem id in the library's form: `01` and 32 base32 characters. */
function itemIdFrom(bytes: Uint8Array): string {
  return `01${Array.from(bytes.subarray(0, 32), (byte) => BASE32[byte % 32]).join('')}`;
}

/** A new file's id. */
export function newItemId(): string {
  return itemIdFrom(randomBytes(32));
}

/** The id a seed file or a folder always has, from what names it. */
export function stableItemId(name: string): string {
  return itemIdFrom(createHash('sha256').update(name).digest());
}

/** `"{GUID},version"`, the eTag form of the library. */
function eTag(id: string, version: number): string {
  return `"{${stableId(id).toUpperCase()}},${version}"`;
}

/** The eTag of a file's current content. */
export function fileETag(file: LibraryFile): string {
  return eTag(file.id, file.version);
}

/** The segments of a library path, percent-encoded for a URL. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** Where files of `site` show in a browser: its Shared Documents library. */
function itemWebUrl(site: Site, path: string): string {
  return `${site.site.webUrl}/Shared%20Documents/${encodePath(path)}`;
}

function parentReference(site: Site, path: string) {
  const folder = path.split('/').slice(0, -1).join('/');
  return {
    driveId: site.driveId,
    driveType: 'documentLibrary',
    id: folder === '' ? stableItemId(`${site.id}:root`) : stableItemId(`${site.id}:${folder}`),
    path: folder === '' ? '/drive/root:' : `/drive/root:/${folder}`,
    siteId: site.id,
  };
}

function nameOf(path: string): string {
  return path.split('/').at(-1) ?? path;
}

/**
 * A file's driveItem; with `downloadUrl`, led by the pre-signed URL its bytes can be fetched from
 * (the vendor-prefixed field of docs/connectors.md §4.6).
 */
export function fileItem(site: Site, file: LibraryFile, downloadUrl?: string) {
  return {
    ...(downloadUrl !== undefined && { '@microsoft.graph.downloadUrl': downloadUrl }),
    id: file.id,
    name: nameOf(file.path),
    size: file.size,
    eTag: fileETag(file),
    cTag: `"c:{${stableId(file.id).toUpperCase()}},${file.version}"`,
    createdDateTime: file.createdDateTime,
    lastModifiedDateTime: file.lastModifiedDateTime,
    webUrl: itemWebUrl(site, file.path),
    createdBy: file.createdBy,
    lastModifiedBy: file.lastModifiedBy,
    parentReference: parentReference(site, file.path),
    file: {
      mimeType: file.mimeType,
      hashes: { sha1Hash: file.sha1Hash, sha256Hash: file.sha256Hash },
    },
    fileSystemInfo: {
      createdDateTime: file.createdDateTime,
      lastModifiedDateTime: file.lastModifiedDateTime,
    },
  };
}

/** A folder's driveItem: made of the files under `path` (it exists while they do). */
export function folderItem(site: Site, path: string, inside: readonly LibraryFile[]) {
  const children = new Set(
    inside.map((file) => file.path.slice(path.length + 1).split('/')[0] ?? ''),
  );
  const times = inside.map((file) => file.lastModifiedDateTime).sort();
  const id = stableItemId(`${site.id}:${path}`);
  return {
    id,
    name: nameOf(path),
    size: inside.reduce((total, file) => total + file.size, 0),
    eTag: eTag(id, 1),
    createdDateTime: times[0] ?? '',
    lastModifiedDateTime: times.at(-1) ?? '',
    webUrl: itemWebUrl(site, path),
    createdBy: inside[0]?.createdBy,
    lastModifiedBy: inside.at(-1)?.lastModifiedBy,
    parentReference: parentReference(site, path),
    folder: { childCount: children.size },
  };
}
