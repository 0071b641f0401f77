import { badRequest } from '../errors.ts';
import { etagOf } from './ids.ts';

/*
 * The data API's paging: `pageToken` in, `nextPageToken`/`prevPageToken` and
 * `pageInfo {totalResults, resultsPerPage}` out. Tokens are the service's own form, a tiny
 * protobuf: field 1 the position, field 2 the direction (0 forward from it, 1 backward up to it),
 * base64url — `CAUQAA` is "from item 5".
 */

interface Position {
  at: number;
  backward: boolean;
}

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

function encode(position: Position): string {
  const bytes = [0x08, ...varint(position.at), 0x10, position.backward ? 1 : 0];
  return Buffer.from(bytes).toString('base64url');
}

function invalidToken(token: string) {
  return badRequest(
    'youtube.parameter',
    'invalidPageToken',
    `The request specifies an invalid page token: ${token}. Pass the nextPageToken or prevPageToken of an earlier answer.`,
    { location: 'pageToken' },
  );
}

function decode(token: string): Position {
  const bytes = [...Buffer.from(token, 'base64url')];
  if (bytes[0] !== 0x08 || Buffer.from(bytes).toString('base64url') !== token) {
    throw invalidToken(token);
  }
  let at = 0;
  let scale = 1;
  let index = 1;
  for (;;) {
    const byte = bytes[index];
    if (byte === undefined || index > 5) throw invalidToken(token);
    at += (byte & 0x7f) * scale;
    scale *= 0x80;
    index += 1;
    if (byte < 0x80) break;
  }
  const direction = bytes[index + 1];
  if (bytes[index] !== 0x10 || (direction !== 0 && direction !== 1) || bytes.length !== index + 2) {
    throw invalidToken(token);
  }
  return { at, backward: direction === 1 };
}

/** One page of a list and what its envelope says about it. */
export interface Page<Item> {
  items: Item[];
  nextPageToken: string | undefined;
  prevPageToken: string | undefined;
  totalResults: number;
  resultsPerPage: number;
}

/** The page of `items` that `pageToken` names (the first without one), `maxResults` long. */
export function pageOf<Item>(
  items: readonly Item[],
  request: { maxResults: number; pageToken?: string | undefined },
): Page<Item> {
  const { maxResults, pageToken } = request;
  const position = pageToken === undefined ? { at: 0, backward: false } : decode(pageToken);
  if (position.at > items.length) throw invalidToken(pageToken ?? '');
  const start = position.backward ? Math.max(0, position.at - maxResults) : position.at;
  const end = Math.min(items.length, start + maxResults);
  return {
    items: items.slice(start, end),
    // A zero-size page only counts the results: there is nothing to page through.
    nextPageToken:
      maxResults > 0 && end < items.length ? encode({ at: end, backward: false }) : undefined,
    prevPageToken: maxResults > 0 && start > 0 ? encode({ at: start, backward: true }) : undefined,
    totalResults: items.length,
    resultsPerPage: maxResults,
  };
}

/** Every item on one page: lists by id are not paged. */
export function wholeList<Item>(items: readonly Item[]): Page<Item> {
  return {
    items: [...items],
    nextPageToken: undefined,
    prevPageToken: undefined,
    totalResults: items.length,
    resultsPerPage: items.length,
  };
}

/**
 * docs/tool-results.md list: `{kind, etag, nextPageToken, prevPageToken, pageInfo, items}`, the
 * tokens only when there is such a page; `extra` (search's `regionCode`) goes before pageInfo.
 */
export function listResponse(
  kind: string,
  page: Page<unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const content = {
    ...(page.nextPageToken !== undefined && { nextPageToken: page.nextPageToken }),
    ...(page.prevPageToken !== undefined && { prevPageToken: page.prevPageToken }),
    ...extra,
    pageInfo: { totalResults: page.totalResults, resultsPerPage: page.resultsPerPage },
    items: page.items,
  };
  return { kind, etag: etagOf({ kind, ...content }), ...content };
}
