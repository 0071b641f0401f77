import { arrayOf, type Infer, isNumber, isString, optional, shape } from '../shared/guards.ts';

/* The document library's result shapes (docs/result-shapes.md, doclib), passed through the proxy. */

export const isSite = shape({
  id: isString,
  displayName: isString,
  name: optional(isString),
  description: optional(isString),
  webUrl: optional(isString),
  lastModifiedDateTime: optional(isString),
});
export type Site = Infer<typeof isSite>;

export const isSiteList = shape({ value: arrayOf(isSite) });

const isIdentity = shape({ user: optional(shape({ displayName: optional(isString) })) });

/** The vendor-prefixed field of file metadata holding a pre-signed download URL. */
export const DOWNLOAD_URL = '@microsoft.graph.downloadUrl';

/** A file or folder (driveItem): a file has `file`, a folder `folder`. */
export const isDriveItem = shape({
  id: isString,
  name: isString,
  size: optional(isNumber),
  webUrl: optional(isString),
  lastModifiedDateTime: optional(isString),
  lastModifiedBy: optional(isIdentity),
  createdBy: optional(isIdentity),
  parentReference: optional(shape({ path: optional(isString) })),
  file: optional(shape({ mimeType: optional(isString) })),
  folder: optional(shape({ childCount: optional(isNumber) })),
  [DOWNLOAD_URL]: optional(isString),
});
export type DriveItem = Infer<typeof isDriveItem>;

export const isDoclibError = shape({ error: shape({ code: isString, message: isString }) });
