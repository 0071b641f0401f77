/*
 * How the emulator writes the members of its answers, beyond the published result schemas
 * (@plugboard/schema/results), which leave formats open for the real services: timestamps to the
 * emulated service's precision, UUID ids, data: URL favicons, the messages it always sends. Each
 * rule checks every member of that name anywhere in an answer; `owner` is the object holding it.
 */

type Owner = Record<string, unknown>;
/** True when `value` has the format; a message saying what is wrong otherwise. */
type Rule = (value: unknown, owner: Owner) => true | string;
export type Formats = Readonly<Record<string, Rule>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const matches =
  (pattern: RegExp): Rule =>
  (value) =>
    (typeof value === 'string' && pattern.test(value)) || `does not match ${pattern}`;
const oneOf =
  (...allowed: readonly unknown[]): Rule =>
  (value) =>
    allowed.includes(value) || `is not one of ${JSON.stringify(allowed)}`;
const nullOr =
  (rule: Rule): Rule =>
  (value, owner) =>
    value === null || rule(value, owner);
/** Each item of an array by `rule`, or the value itself when it is not an array. */
const each =
  (rule: Rule): Rule =>
  (value, owner) => {
    if (!Array.isArray(value)) return rule(value, owner);
    for (const item of value) {
      const checked = rule(item, owner);
      if (checked !== true) return checked;
    }
    return true;
  };
const url = matches(/^https?:\/\/[^\s]+$/);
const uuid = matches(UUID);
const isoDatetime = matches(ISO_DATETIME);
const email = matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
const whenString =
  (rule: Rule): Rule =>
  (value, owner) =>
    typeof value !== 'string' || rule(value, owner);
const nonEmpty: Rule = (value) => (typeof value === 'string' && value !== '') || 'is empty';
const positiveInt: Rule = (value) =>
  (Number.isInteger(value) && (value as number) > 0) || 'is not a positive integer';

/** warehouse: handles and request ids are UUIDs; a finished statement says so, word for word. */
const WAREHOUSE_MESSAGES: Readonly<Record<string, Rule>> = {
  '090001': oneOf('Statement executed successfully.'),
  '333334': matches(/^Asynchronous execution in progress\./),
  '000604': oneOf('SQL execution canceled'),
};
const WAREHOUSE_SQL_STATES: Readonly<Record<string, string>> = {
  '090001': '00000',
  '000604': '57014',
};
const warehouse: Formats = {
  statementHandle: uuid,
  statementHandles: each(uuid),
  statementStatusUrl: matches(/^\/api\/v2\/statements\/[0-9a-f-]{36}$/),
  requestId: uuid,
  collation: oneOf(null),
  numRows: (value) => (Number.isInteger(value) && (value as number) >= 0) || 'is not a count',
  partitionInfo: (value) => (Array.isArray(value) && value.length > 0) || 'is empty',
  type: (value, owner) =>
    !('byteLength' in owner) ||
    oneOf(
      'fixed',
      'real',
      'text',
      'boolean',
      'date',
      'time',
      'timestamp_ntz',
      'timestamp_ltz',
      'variant',
      'binary',
      'array',
    )(value, owner),
  message: (value, owner) => {
    const rule = WAREHOUSE_MESSAGES[String(owner.code)];
    return rule === undefined ? nonEmpty(value, owner) : rule(value, owner);
  },
  sqlState: (value, owner) => {
    const expected = WAREHOUSE_SQL_STATES[String(owner.code)];
    if (expected !== undefined) return value === expected || `is not ${expected}`;
    return (typeof value === 'string' && value.length === 5) || 'is not a SQL state';
  },
  code: (value, owner) => !('sqlState' in owner) || matches(/^\d{6}$/)(value, owner),
};

const holds = (owner: Owner, members: readonly string[]): true | string => {
  const missing = members.filter((member) => !(member in owner));
  return missing.length === 0 || `lacks ${missing.join(', ')}`;
};

/** video: timestamps to the second, counts as digit strings, ids of the service's forms. */
const videoTimestamp = matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
const count = whenString(matches(/^\d+$/));
const VIDEO_IDS: Readonly<Record<string, Rule>> = {
  'youtube#video': matches(/^.{11}$/),
  'youtube#channel': matches(/^UC[\w-]{22}$/),
};
const holdsToo =
  (members: readonly string[], rule: Rule = () => true): Rule =>
  (value, owner) => {
    const checked = rule(value, owner);
    return checked === true ? holds(owner, members) : checked;
  };
const video: Formats = {
  etag: nonEmpty,
  categoryId: holdsToo(['localized']),
  authorChannelId: holdsToo(['channelId', 'videoId']),
  favoriteCount: holdsToo(['viewCount', 'likeCount'], count),
  longUploadsStatus: holdsToo(['madeForKids']),
  channelTitle: (_value, owner) =>
    'playlistId' in owner || 'liveBroadcastContent' in owner || holds(owner, ['localized']),
  id: (value, owner) => {
    if (typeof owner.kind === 'string') return VIDEO_IDS[owner.kind]?.(value, owner) ?? true;
    if ('reportTypeId' in owner) return uuid(value, owner);
    if ('jobId' in owner) return matches(/^\d+$/)(value, owner);
    return true;
  },
  jobId: uuid,
  publishedAt: videoTimestamp,
  updatedAt: videoTimestamp,
  lastUpdated: videoTimestamp,
  videoPublishedAt: videoTimestamp,
  publishTime: videoTimestamp,
  createTime: videoTimestamp,
  startTime: videoTimestamp,
  endTime: videoTimestamp,
  viewCount: count,
  likeCount: (value, owner) => typeof value === 'number' || count(value, owner),
  commentCount: count,
  subscriberCount: count,
  videoCount: count,
  itemCount: count,
  channelId: (value, owner) => !('categoryId' in owner) || matches(/^UC/)(value, owner),
  duration: matches(/^PT(\d+H)?(\d+M)?(\d+S)?$/),
  liveBroadcastContent: oneOf('none'),
  dimension: oneOf('2d'),
  definition: oneOf('hd', 'sd'),
  caption: oneOf('true', 'false'),
  projection: oneOf('rectangular'),
  uploadStatus: oneOf('processed'),
  license: oneOf('youtube', 'creativeCommon'),
  ytRating: oneOf('ytAgeRestricted'),
  customUrl: matches(/^@/),
  authorDisplayName: matches(/^@/),
  uploads: holdsToo(['likes'], matches(/^UU/)),
  country: matches(/^[A-Z]{2}$/),
  tags: (value) => (Array.isArray(value) && value.length > 0) || 'is empty',
  viewerRating: oneOf('none'),
  activityType: oneOf('all'),
  trackKind: oneOf('standard', 'asr', 'forced'),
  status: whenString(oneOf('serving')),
  embedHtml: (value, owner) => !('embedHtml' in owner) || matches(/^<iframe/)(value, owner),
  // A playlist item holds a video; a subscription a channel.
  resourceId: (value, owner) => {
    const kind = (value as Owner | null)?.kind;
    return (
      kind === ('playlistId' in owner ? 'youtube#video' : 'youtube#channel') ||
      'is of the wrong kind'
    );
  },
  resource: (value) =>
    ['youtube#video', 'youtube#channel', 'youtube#playlist', 'youtubePartner#asset'].includes(
      String((value as Owner | null)?.kind),
    ) || 'is of no group item kind',
  itemType: oneOf('youtube#video', 'youtube#channel', 'youtube#playlist', 'youtubePartner#asset'),
  dataType: oneOf('STRING', 'INTEGER', 'FLOAT'),
  systemManaged: oneOf(true),
  url: url,
  authorProfileImageUrl: url,
  authorChannelUrl: url,
  downloadUrl: url,
  // Only a playlist item of a video gone private or deleted has no thumbnails.
  thumbnails: (value, owner) =>
    (typeof value === 'object' &&
      value !== null &&
      (('playlistId' in owner && Object.keys(value).length === 0) ||
        ['default', 'medium', 'high'].every((size) => size in value))) ||
    'lacks a default, medium or high thumbnail',
  locationType: oneOf('parameter'),
  errors: (value) => (Array.isArray(value) && value.length === 1) || 'is not one error',
};

/** websearch: data: URL images, page ages without a zone, 32-hex place ids. */
const dataUrl = matches(/^data:image\/svg\+xml,/);
const pageAge = matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
const hhmm = matches(/^\d{2}:\d{2}$/);
const atMost =
  (limit: number): Rule =>
  (value) =>
    (Array.isArray(value) && value.length <= limit) || `has more than ${limit} items`;
const atLeastOne: Rule = (value) => (Array.isArray(value) && value.length > 0) || 'is empty';
const PLACE_TYPES = new Set(['location_result', 'local_description']);
/** Members the emulator always writes on results of each type, though the service may not. */
const ALWAYS_WRITTEN: Readonly<Record<string, readonly string[]>> = {
  search_result: ['page_age', 'age'],
  news_result: ['page_age', 'age', 'thumbnail'],
  video_result: ['page_age', 'age', 'thumbnail'],
};
const POI_MEMBERS = ['thumbnail', 'opening_hours', 'contact', 'rating'];
const websearch: Formats = {
  favicon: dataUrl,
  img: dataUrl,
  src: dataUrl,
  placeholder: dataUrl,
  page_age: pageAge,
  page_fetched: pageAge,
  scheme: oneOf('https'),
  subtype: oneOf('generic'),
  language: oneOf('en', 'de', 'fr', 'es'),
  url: url,
  original: (value, owner) => !('logo' in owner || 'src' in owner) || url(value, owner),
  provider_url: (value, owner) => {
    const checked = url(value, owner);
    return checked === true ? holds(owner, POI_MEMBERS) : checked;
  },
  type: (_value, owner) => holds(owner, ALWAYS_WRITTEN[String(owner.type)] ?? []),
  country: (value, owner) =>
    owner.type === 'PostalAddress'
      ? matches(/^[A-Z]{2}$/)(value, owner)
      : matches(/^[a-z]{2}$/)(value, owner),
  id: (value, owner) => {
    if (PLACE_TYPES.has(String(owner.type))) return matches(/^[0-9a-f]{32}$/)(value, owner);
    if (String(owner.object).startsWith('chat.completion')) {
      return matches(/^chatcmpl-[0-9a-f]+$/)(value, owner);
    }
    if ('detail' in owner) return uuid(value, owner);
    return true;
  },
  uuid: uuid,
  duration: matches(/^(?:\d+:)?\d{2}:\d{2}$/),
  views: (value) => (Number.isInteger(value) && (value as number) >= 0) || 'is not a count',
  bestRating: oneOf(5),
  ratingValue: (value) =>
    (typeof value === 'number' && value >= 1 && value <= 5) || 'is not between 1 and 5',
  units: oneOf('km'),
  format: oneOf('jpeg'),
  extra_snippets: atMost(5),
  categories: atLeastOne,
  opens: hhmm,
  closes: hhmm,
  abbr_name: matches(/^.{3}$/),
  telephone: matches(/^\+/),
  current_day: atMost(1),
  days: (value) =>
    (Array.isArray(value) &&
      value.length >= 6 &&
      value.length <= 7 &&
      value.every((day) => Array.isArray(day) && day.length === 1)) ||
    'is not six or seven days of one opening each',
  status: (value, owner) => owner.type !== 'summarizer' || oneOf('complete')(value, owner),
  // An image search answers at most three images; a web search leaves out a kind it found none of.
  results: (value, owner) => {
    if (owner.type === 'images') return atMost(3)(value, owner);
    const nested = ['news', 'videos'].includes(String(owner.type)) && !('query' in owner);
    return !nested || atLeastOne(value, owner);
  },
  summary: atLeastOne,
  highlight: atLeastOne,
  snippets: atLeastOne,
  qa: (value) => (Array.isArray(value) && value.length === 0) || 'is not empty',
  images: (value, owner) =>
    !('highlight' in owner) || (Array.isArray(value) && value.length === 0) || 'is not empty',
  age: (value) =>
    typeof value === 'string' ||
    (Array.isArray(value) && value.length === 2 && /^\d{4}-\d{2}-\d{2}$/.test(String(value[0]))) ||
    'is not an age',
  choices: (value) => (Array.isArray(value) && value.length === 1) || 'is not one choice',
  index: (value, owner) => !('finish_reason' in owner) || value === 0 || 'is not 0',
  finish_reason: (value, owner) =>
    ('delta' in owner ? value === null || value === 'stop' : value === 'stop') ||
    'is not how the emulator ends a completion',
  prompt_tokens: positiveInt,
  completion_tokens: positiveInt,
  total_tokens: positiveInt,
};

/** crm: timestamps to the nanosecond, UUID ids. */
const crmTimestamp = matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{9}Z$/);
const CRM_ACTOR_TYPES = ['workspace-member', 'api-token', 'system'];
const crm: Formats = {
  created_at: crmTimestamp,
  active_from: crmTimestamp,
  active_until: nullOr(crmTimestamp),
  deadline_at: nullOr(crmTimestamp),
  resolved_at: nullOr(crmTimestamp),
  workspace_id: uuid,
  object_id: uuid,
  record_id: uuid,
  attribute_id: uuid,
  list_id: uuid,
  entry_id: uuid,
  task_id: uuid,
  note_id: uuid,
  comment_id: uuid,
  thread_id: uuid,
  workspace_member_id: uuid,
  webhook_id: uuid,
  meeting_id: nullOr(uuid),
  option_id: uuid,
  status_id: uuid,
  parent_record_id: uuid,
  target_record_id: uuid,
  target_object_id: uuid,
  referenced_actor_id: uuid,
  referenced_actor_type: oneOf('workspace-member'),
  allowed_object_ids: nullOr(each(uuid)),
  email_address: email,
  web_url: url,
  target_url: url,
  access_level: oneOf('admin', 'member', 'suspended'),
  default_value: oneOf(null),
  relationship: oneOf(null),
  datetime: isoDatetime,
  status: (value, owner) =>
    !('target_url' in owner) || oneOf('active', 'degraded', 'inactive')(value, owner),
  // An actor: `{type, id}` with one of the service's actor types and a UUID or null.
  id: (value, owner) =>
    typeof value === 'object' ||
    !CRM_ACTOR_TYPES.includes(String(owner.type)) ||
    nullOr(uuid)(value, owner),
  type: (value, owner) =>
    Object.keys(owner).length !== 2 ||
    !('id' in owner) ||
    (typeof owner.id === 'object' && owner.id !== null) ||
    oneOf(...CRM_ACTOR_TYPES)(value, owner),
};

/** docsapp: UUID ids, ISO timestamps. */
const DOCSAPP_OBJECTS = new Set(['page', 'database', 'block', 'comment', 'user']);
const docsapp: Formats = {
  id: (value, owner) => !DOCSAPP_OBJECTS.has(String(owner.object)) || uuid(value, owner),
  page_id: uuid,
  database_id: uuid,
  block_id: uuid,
  discussion_id: uuid,
  next_cursor: nullOr(uuid),
  created_time: isoDatetime,
  last_edited_time: isoDatetime,
  url: (value, owner) => !DOCSAPP_OBJECTS.has(String(owner.object)) || url(value, owner),
  public_url: oneOf(null),
  name: (value, owner) => owner.object !== 'user' || typeof value === 'string' || 'is not a name',
  // A person's email; an email property value (`{id, type, email}`) may be null.
  email: (value, owner) => 'type' in owner || email(value, owner),
  type: (value, owner) => !('plain_text' in owner) || value === 'text' || 'is not text',
};

/** doclib: the library's site and item ids, ISO timestamps, every member of a file or folder. */
const SITE_MEMBERS = ['name', 'description', 'createdDateTime', 'lastModifiedDateTime'];
const ITEM_MEMBERS = ['size', 'eTag', 'createdBy', 'lastModifiedBy', 'parentReference'];
const FILE_MEMBERS = [...ITEM_MEMBERS, 'cTag', 'fileSystemInfo'];
const doclib: Formats = {
  id: (value, owner) => {
    if ('siteCollection' in owner) {
      const site = matches(/^contoso\.sharepoint\.com,[0-9a-f-]{36},[0-9a-f-]{36}$/)(value, owner);
      return site === true ? holds(owner, SITE_MEMBERS) : site;
    }
    if ('file' in owner) {
      const file = matches(/^01[A-Z2-7]{32}$/)(value, owner);
      return file === true ? holds(owner, FILE_MEMBERS) : file;
    }
    if ('folder' in owner) return holds(owner, ITEM_MEMBERS);
    if ('displayName' in owner && !('webUrl' in owner)) return uuid(value, owner);
    return true;
  },
  hostname: oneOf('contoso.sharepoint.com'),
  createdDateTime: isoDatetime,
  lastModifiedDateTime: isoDatetime,
  webUrl: url,
  '@microsoft.graph.downloadUrl': url,
  driveId: matches(/^b!/),
  driveType: oneOf('documentLibrary'),
  path: matches(/^\/drive\/root:/),
  hashes: (value) =>
    (typeof value === 'object' && value !== null && 'sha1Hash' in value && 'sha256Hash' in value) ||
    'lacks a hash',
  root: (value) =>
    (typeof value === 'object' && value !== null && Object.keys(value).length === 0) || 'is not {}',
};

export const EMULATOR_FORMATS: Readonly<Record<string, Formats>> = {
  doclib,
  warehouse,
  video,
  websearch,
  crm,
  docsapp,
};

/**
 * Members whose keys are names the service's user chose (attribute slugs, column names, URLs),
 * not member names: the rules apply to what they hold, not to their keys.
 */
const KEYED_BY_DATA = new Set([
  'values',
  'entry_values',
  'properties',
  'sources',
  'entities_infos',
]);

/** What in `body` breaks `formats`: one line per member, with its path. */
export function formatIssues(body: unknown, formats: Formats): string[] {
  const issues: string[] = [];
  const visit = (value: unknown, path: string, keyedByData = false) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}[${index}]`);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const owner = value as Owner;
    for (const [key, member] of Object.entries(owner)) {
      const checked = keyedByData ? true : (formats[key]?.(member, owner) ?? true);
      if (checked !== true) issues.push(`${path}.${key} ${JSON.stringify(member)} ${checked}`);
      visit(member, `${path}.${key}`, !keyedByData && KEYED_BY_DATA.has(key));
    }
  };
  visit(body, '');
  return issues;
}
