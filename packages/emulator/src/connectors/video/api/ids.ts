import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { stableId } from '../../stable-id.ts';

/*
 * The video platform's identifiers in their public forms: channels `UC` + 22 characters, videos
 * 11, playlists `PL` + 32, comment threads `Ugz…AaABAg`, replies `<thread>.<22>`, and so on, all
 * base64url. Seed ids are hashed from a name, so they are the same in every account.
 */

const FORMATS = {
  channel: { prefix: 'UC', length: 22, suffix: '' },
  video: { prefix: '', length: 11, suffix: '' },
  playlist: { prefix: 'PL', length: 32, suffix: '' },
  thread: { prefix: 'Ugz', length: 17, suffix: 'AaABAg' },
  subscription: { prefix: '', length: 43, suffix: '' },
  caption: { prefix: 'AUieDa', length: 38, suffix: '' },
  group: { prefix: '', length: 11, suffix: '' },
  groupItem: { prefix: '', length: 22, suffix: '' },
  contentOwner: { prefix: '', length: 22, suffix: '' },
} as const;
export type IdKind = keyof typeof FORMATS;

function hashed(name: string): string {
  return createHash('sha256').update(`video/${name}`).digest('base64url');
}

function format(kind: IdKind, body: string): string {
  const { prefix, length, suffix } = FORMATS[kind];
  return `${prefix}${body.slice(0, length)}${suffix}`;
}

/** The seed id of `kind` named `name`. */
export function seedId(kind: IdKind, name: string): string {
  return format(kind, hashed(`${kind}/${name}`));
}

/** A new id of `kind`, for what a tool creates. */
export function newId(kind: IdKind): string {
  return format(kind, randomBytes(33).toString('base64url'));
}

/** A reply's id: its thread's id, a dot, and 22 characters of its own. */
export function replyId(threadId: string, name?: string): string {
  const own = name === undefined ? randomBytes(17).toString('base64url') : hashed(`reply/${name}`);
  return `${threadId}.${own.slice(0, 22)}`;
}

/** A playlist item's id: its playlist's id and a key of its own, base64url as the service has it. */
export function playlistItemId(playlistId: string, key?: string): string {
  const own =
    key === undefined ? randomBytes(8).toString('hex') : hashed(`item/${key}`).slice(0, 16);
  return Buffer.from(`${playlistId}.${own}`).toString('base64url');
}

/** The uploads playlist of a channel: `UU` and the channel id after its `UC`. */
export function uploadsPlaylistId(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

/** The channel whose uploads playlist `playlistId` is, if it is one. */
export function uploadsChannelId(playlistId: string): string | undefined {
  return playlistId.startsWith('UU') ? `UC${playlistId.slice(2)}` : undefined;
}

/** A reporting job's id (a UUID, as the reporting service's are). */
export function jobId(name?: string): string {
  return name === undefined ? randomUUID() : stableId(`video/job/${name}`);
}

/** A report's id: a decimal number, the same for the same job and day. */
export function reportId(job: string, day: string): string {
  const hex = createHash('sha256').update(`video/report/${job}/${day}`).digest('hex');
  return String(1_000_000_000 + (Number.parseInt(hex.slice(0, 12), 16) % 9_000_000_000));
}

/** The etag of a resource or list: a hash of its content, so it changes when the content does. */
export function etagOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}
