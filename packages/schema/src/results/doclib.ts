import { z } from 'zod';

/*
 * docs/tool-results.md §"doclib": a document library reached through the proxy (docs/connectors.md
 * §4.6). It has no named tools: a result is named `doclib_<kind>` after the proxy request that
 * produced it, as `classifyDoclibRequest` recognises it.
 */

const doclibSiteSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  displayName: z.string(),
  description: z.string().optional(),
  createdDateTime: z.string().optional(),
  lastModifiedDateTime: z.string().optional(),
  webUrl: z.string(),
  root: z.object({}).optional(),
  siteCollection: z.object({ hostname: z.string() }).optional(),
});

/** The sites of the document library the account can see. */
const doclibSiteListSchema = z.object({ value: z.array(doclibSiteSchema) });

/** Who made or changed an item. */
const doclibIdentitySchema = z.object({
  user: z.object({ id: z.string().optional(), displayName: z.string() }),
});

/** The vendor-prefixed member of file metadata holding a pre-signed download URL. */
const DOWNLOAD_URL = '@microsoft.graph.downloadUrl';

/** A file or a folder (driveItem): a file has `file`, a folder `folder`. */
const driveItemSchema = z.object({
  [DOWNLOAD_URL]: z.string().optional(),
  id: z.string(),
  name: z.string(),
  size: z.number().optional(),
  eTag: z.string().optional(),
  cTag: z.string().optional(),
  createdDateTime: z.string().optional(),
  lastModifiedDateTime: z.string().optional(),
  webUrl: z.string().optional(),
  createdBy: doclibIdentitySchema.optional(),
  lastModifiedBy: doclibIdentitySchema.optional(),
  parentReference: z
    .object({
      driveId: z.string().optional(),
      driveType: z.string().optional(),
      id: z.string().optional(),
      path: z.string().optional(),
      siteId: z.string().optional(),
    })
    .optional(),
  file: z
    .object({
      mimeType: z.string(),
      hashes: z
        .object({ sha1Hash: z.string().optional(), sha256Hash: z.string().optional() })
        .optional(),
    })
    .optional(),
  folder: z.object({ childCount: z.number().int() }).optional(),
  fileSystemInfo: z
    .object({ createdDateTime: z.string(), lastModifiedDateTime: z.string() })
    .optional(),
});

/** The library's error body. */
export const doclibErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** The document library's proxy requests (`doclib_<kind>`) and what each answers. */
export const doclibResultSchemas = {
  doclib_list_sites: doclibSiteListSchema,
  doclib_get_root_site: doclibSiteSchema,
  doclib_get_file_metadata: driveItemSchema,
  doclib_upload_file: driveItemSchema,
} as const;

export type DriveItem = z.infer<typeof driveItemSchema>;
