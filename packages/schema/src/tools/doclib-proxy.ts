import { z } from 'zod';

const siteId = z.string().min(1);
const filename = z.string().min(1);

/**
 * docs/connectors.md §4.6: the upstream requests the document library proxy lets through, as
 * `classifyDoclibRequest` recognises them. The document library has no named tools.
 *
 * @example
 * doclibProxyRequestSchema.parse({ kind: 'list_sites', method: 'GET', effect: 'read' });
 */
export const doclibProxyRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('list_sites'), method: z.literal('GET'), effect: z.literal('read') }),
  z.object({
    kind: z.literal('get_root_site'),
    method: z.literal('GET'),
    effect: z.literal('read'),
  }),
  z.object({
    kind: z.literal('get_file_metadata'),
    method: z.literal('GET'),
    effect: z.literal('read'),
    site_id: siteId,
    filename,
  }),
  z.object({
    kind: z.literal('upload_file'),
    method: z.literal('PUT'),
    effect: z.literal('write'),
    site_id: siteId,
    filename,
  }),
]);
/**
 * A recognised document library proxy request.
 *
 * @example
 * const request: DoclibProxyRequest | null = classifyDoclibRequest('GET', '/v1.0/sites/root');
 */
export type DoclibProxyRequest = z.infer<typeof doclibProxyRequestSchema>;

// `/v1.0/sites/{site_id}/drive/root:/{filename}`, plus `:/content` for an upload.
const FILE_PATH = /^\/v1\.0\/sites\/([^/]+)\/drive\/root:\/(.+?)(:\/content)?$/;

// Characters no decoded site id or file name segment may hold: separators, the drive-path
// delimiter, query and fragment marks, control characters.
const FORBIDDEN_IN_SEGMENT = /[/\\:?#\p{Cc}]/u;

/**
 * Percent-decodes a `/`-separated path part, or returns null when a segment is empty, is `.` or
 * `..` (which URL normalisation would resolve to another endpoint), or hides a forbidden
 * character behind an escape.
 */
function decodePathPart(raw: string): string | null {
  const decoded: string[] = [];
  for (const segment of raw.split('/')) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (text === '' || text === '.' || text === '..' || FORBIDDEN_IN_SEGMENT.test(text)) {
      return null;
    }
    decoded.push(text);
  }
  return decoded.join('/');
}

/**
 * Recognises an upstream request of the document library proxy (docs/connectors.md §4.6) by
 * method and path, or returns null for anything else, which the proxy must refuse. The path is
 * the upstream path alone: query parameters travel separately. `site_id` and `filename` come
 * back percent-decoded; a filename may contain folders (`reports/q1.pdf`).
 *
 * @example
 * classifyDoclibRequest('PUT', '/v1.0/sites/site-1/drive/root:/notes.txt:/content');
 * // { kind: 'upload_file', method: 'PUT', effect: 'write', site_id: 'site-1', filename: 'notes.txt' }
 * classifyDoclibRequest('DELETE', '/v1.0/me/sites'); // null
 */
export function classifyDoclibRequest(method: string, path: string): DoclibProxyRequest | null {
  const verb = method.toUpperCase();
  if (path === '/v1.0/me/sites') {
    return verb === 'GET' ? { kind: 'list_sites', method: 'GET', effect: 'read' } : null;
  }
  if (path === '/v1.0/sites/root') {
    return verb === 'GET' ? { kind: 'get_root_site', method: 'GET', effect: 'read' } : null;
  }
  const match = FILE_PATH.exec(path);
  if (match === null) return null;
  const [, rawSiteId = '', rawFilename = '', content] = match;
  const site_id = decodePathPart(rawSiteId);
  const filename = decodePathPart(rawFilename);
  if (site_id === null || filename === null) return null;
  if (content === undefined) {
    return verb === 'GET'
      ? { kind: 'get_file_metadata', method: 'GET', effect: 'read', site_id, filename }
      : null;
  }
  return verb === 'PUT'
    ? { kind: 'upload_file', method: 'PUT', effect: 'write', site_id, filename }
    : null;
}
