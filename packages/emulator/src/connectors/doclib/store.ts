import { z } from 'zod';
import type { Collection, WorkspaceStore } from '../workspace-store.ts';

/*
 * What the document library keeps of an account, in the emulator's workspace store: its sites
 * and the metadata of its files. The files' bytes live on disk (file-store.ts).
 */

/** docs/tool-results.md §"doclib": a site, as the library answers it. */
const graphSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  createdDateTime: z.string(),
  lastModifiedDateTime: z.string(),
  webUrl: z.string(),
  root: z.object({}).optional(),
  siteCollection: z.object({ hostname: z.string() }),
});
export type GraphSite = z.infer<typeof graphSiteSchema>;

/** A site and the id of its document library (drive). */
const siteSchema = z.object({
  id: z.string(),
  driveId: z.string(),
  site: graphSiteSchema,
});
export type Site = z.infer<typeof siteSchema>;

/** Who made or changed a file (docs/tool-results.md: `createdBy.user`). */
const identitySchema = z.object({
  user: z.object({ id: z.string(), displayName: z.string() }),
});
export type Identity = z.infer<typeof identitySchema>;

/** A file of a site's library; `path` is its place in the library, folders included. */
const fileSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  path: z.string(),
  size: z.number().int().min(0),
  mimeType: z.string(),
  sha1Hash: z.string(),
  sha256Hash: z.string(),
  /** Bumped by every upload; part of the eTag. */
  version: z.number().int().positive(),
  createdDateTime: z.string(),
  lastModifiedDateTime: z.string(),
  createdBy: identitySchema,
  lastModifiedBy: identitySchema,
});
export type LibraryFile = z.infer<typeof fileSchema>;

/** The library of one account as the proxy handlers see it. */
export interface Library {
  sites: Collection<Site>;
  files: Collection<LibraryFile>;
}

export function openLibrary(store: WorkspaceStore): Library {
  return {
    sites: store.collection('doclib.sites', siteSchema),
    files: store.collection('doclib.files', fileSchema),
  };
}
