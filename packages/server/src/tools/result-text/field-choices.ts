import type { ConnectorId } from '@plugboard/schema';

/**
 * Which members of a connector's results a model reads, and which it is spared. The rules of
 * compact-fields.ts apply to every result; these are the few choices per connector that pay off
 * (docs/tool-results.md names the shapes): metadata repeated on every value, display-only
 * members (thumbnails, colours, avatars), and values that only restate a service's default.
 */
export interface FieldChoices {
  /** Members left out wherever they occur: metadata a model never acts on. */
  readonly noise: ReadonlySet<string>;
  /** Members left out when they hold this value: the service's default says nothing. */
  readonly defaults: Readonly<Record<string, unknown>>;
  /**
   * Members whose name a label drops (`snippet.title` reads `title`): wrappers that group
   * members without adding meaning.
   */
  readonly wrappers: ReadonlySet<string>;
  /**
   * Members a list's line leaves out (never those of a record's `id`); the single result (a get
   * tool) still shows them.
   */
  readonly notInLists: ReadonlySet<string>;
}

// Everywhere: the kind tags of resources, cache tags, display assets.
const COMMON_NOISE = ['object', 'kind', 'etag', 'thumbnails', 'avatar_url', 'annotations', 'color'];
const COMMON_WRAPPERS = ['data', 'rich_text', 'values', 'entry_values', 'properties'];

function choices(
  own: {
    noise?: readonly string[];
    defaults?: Record<string, unknown>;
    wrappers?: readonly string[];
    notInLists?: readonly string[];
  } = {},
): FieldChoices {
  return {
    noise: new Set([...COMMON_NOISE, ...(own.noise ?? [])]),
    defaults: own.defaults ?? {},
    wrappers: new Set([...COMMON_WRAPPERS, ...(own.wrappers ?? [])]),
    notInLists: new Set(own.notInLists ?? []),
  };
}

const CHOICES: Readonly<Record<ConnectorId, FieldChoices>> = {
  // A record's every value repeats when and by whom it was set; the email's parts restate it.
  crm: choices({
    noise: [
      'workspace_id',
      'active_from',
      'active_until',
      'created_by_actor',
      'original_email_address',
      'email_domain',
      'email_root_domain',
      'email_local_specifier',
      'root_domain',
      'content_markdown',
    ],
    defaults: { is_archived: false, celebration_enabled: false },
    // A record's creation (its own time, and the system attributes that repeat it) and link.
    notInLists: ['web_url', 'created_at', 'created_by'],
  }),
  // Pages and blocks carry who edited them, their icon and cover, and flags that are false.
  docsapp: choices({
    noise: [
      'created_by',
      'last_edited_by',
      'icon',
      'cover',
      'public_url',
      'request_id',
      'next_cursor',
      'has_more',
    ],
    defaults: {
      archived: false,
      in_trash: false,
      has_children: false,
      is_toggleable: false,
      is_inline: false,
    },
    notInLists: ['created_time', 'url', 'groups'],
  }),
  // A video's snippet repeats itself (localized), its description can be pages long.
  video: choices({
    noise: [
      'localized',
      'textDisplay',
      'authorProfileImageUrl',
      'authorChannelUrl',
      'authorChannelId',
      'pageInfo',
      'prevPageToken',
      'nextPageToken',
      'contentRating',
      'columnHeaders',
      'publishTime',
    ],
    defaults: {
      liveBroadcastContent: 'none',
      caption: 'false',
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      licensedContent: false,
      madeForKids: false,
      projection: 'rectangular',
      dimension: '2d',
      uploadStatus: 'processed',
      favoriteCount: '0',
      hiddenSubscriberCount: false,
      canReply: true,
      isPublic: true,
    },
    wrappers: ['snippet', 'contentDetails', 'statistics', 'status', 'topLevelComment'],
    notInLists: [
      'description',
      'tags',
      'channelId',
      'categoryId',
      'defaultLanguage',
      'defaultAudioLanguage',
    ],
  }),
  // A statement's metadata describes each column at length; the rows are what was asked for.
  warehouse: choices({
    noise: [
      'rowType',
      'partitionInfo',
      'statementStatusUrl',
      'requestId',
      'sqlState',
      'format',
      'createdOn',
    ],
  }),
  websearch: choices({
    noise: [
      'meta_url',
      'profile',
      'thumbnail',
      'favicon',
      'family_friendly',
      'is_source_local',
      'is_source_both',
      'is_live',
      'show_strict_warning',
      'is_navigational',
      'is_news_breaking',
      'spellcheck_off',
      'bad_results',
      'should_fallback',
      'mutated_by_goggles',
    ],
    wrappers: ['web', 'news', 'videos', 'locations'],
  }),
  doclib: choices({ noise: ['eTag', 'hashes', 'parentReference'] }),
};

/** The field choices of a tool's connector. */
export function fieldChoices(connector: ConnectorId): FieldChoices {
  return CHOICES[connector];
}
