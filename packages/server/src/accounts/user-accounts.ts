import {
  type AccountSharedBy,
  accountName,
  CONNECTORS,
  type ConnectedAccountSummary,
  type ConnectorId,
  type ToolAccount,
} from '@plugboard/schema';
import type { ConnectedAccountList } from '@plugboard/schema/upstream';
import { SLOT_SEPARATOR } from '../common/session-user.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { type AccountMeta, readAccountMeta } from './account-meta.ts';
import type { AccountMetaCache } from './account-meta-cache.ts';
import { type AccountOwner, ownerSelector } from './account-owner.ts';
import { slotOf } from './account-slot.ts';

/** A bound on pages walked, so a misbehaving upstream cannot keep a request looping. */
const MAX_PAGES = 20;

/** The upstream's largest search page (docs/internals/upstream-api.md §"Beyond the spec"). */
const SEARCH_PAGE_SIZE = 30;

/** The upstream's :search needs at least this many characters (section 8). */
const MIN_SEARCH_LENGTH = 3;

/**
 * One account the session user reaches, with what tells it apart from their other accounts of
 * the same connector (docs/internals/several-accounts.md).
 */
export interface UserAccount {
  account: ConnectedAccountSummary;
  /** The organization sharing it, `null` for the user's own. */
  shared: AccountSharedBy | null;
  label: string | null;
  profileName: string | null;
  /** Its place among its owner's accounts of the connector, from 1. */
  ordinal: number;
  /** Whether a call that names no account of its connector runs on it. */
  isDefault: boolean;
  /** The name it goes by in English (`accountName`): the model's and the logs' name for it. */
  name: string;
}

/** One owner whose accounts the session user reaches, and what to call their sharing. */
export interface ReachableOwner {
  owner: AccountOwner;
  shared: AccountSharedBy | null;
}

/** Walks every page of one upstream list. */
async function allPages(
  read: (pageToken: string | undefined) => Promise<ConnectedAccountList>,
): Promise<ConnectedAccountSummary[]> {
  const accounts: ConnectedAccountSummary[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const list = await read(pageToken);
    accounts.push(...list.connected_accounts);
    if (list.next_page_token === '') break;
    pageToken = list.next_page_token;
  }
  return accounts;
}

/**
 * Every account of `owner` on the offered `connectors`, first and further (`<identifier>#<slot>`)
 * ones alike. The list filter matches identifiers exactly, so one search for the owner's
 * identifier finds both in one upstream call; the search takes no owner filter, so only accounts
 * whose every owner field matches are kept (another user's `bada@…` or `ada@…#slot` under another
 * organization never are). An identifier too short to search (section 8: 3 characters) is listed
 * by its exact selector, with a search for its further accounts when `<identifier>#` is long enough.
 */
export async function listOwnerAccounts(
  upstream: UpstreamClient,
  owner: AccountOwner,
  connectors: readonly ConnectorId[],
  requestId: string,
): Promise<ConnectedAccountSummary[]> {
  const search = (query: string) =>
    allPages((pageToken) =>
      upstream.searchConnectedAccounts(
        { query, page_token: pageToken, page_size: SEARCH_PAGE_SIZE },
        { requestId },
      ),
    );
  let found: ConnectedAccountSummary[];
  if (owner.identifier.length >= MIN_SEARCH_LENGTH) {
    found = await search(owner.identifier);
  } else {
    const only = connectors.length === 1 ? connectors[0] : undefined;
    const prefix = `${owner.identifier}${SLOT_SEPARATOR}`;
    const [first, further] = await Promise.all([
      allPages((pageToken) =>
        upstream.listConnectedAccounts(
          Object.assign(ownerSelector(owner), { connector: only, page_token: pageToken }),
          { requestId },
        ),
      ),
      prefix.length < MIN_SEARCH_LENGTH ? Promise.resolve([]) : search(prefix),
    ]);
    found = [...first, ...further];
  }
  const seen = new Set<string>();
  return found.filter((account) => {
    if (seen.has(account.id) || !connectors.includes(account.connector)) return false;
    seen.add(account.id);
    return (
      account.organization_id === owner.organization_id &&
      account.user_id === owner.user_id &&
      slotOf(owner.identifier, account.identifier) !== undefined
    );
  });
}

/** Options of {@link describeUserAccounts}. */
export interface DescribeOptions {
  /**
   * Read every account's label and profile name (the accounts list shows them). Without it only
   * the accounts of connectors with several are read, which a choice among them needs.
   */
  withNames: boolean;
  requestId: string;
  /** Facts already read, kept while the account's `updated_at` holds. */
  cache: AccountMetaCache;
}

/** An account found, and what its `api_config` says of it. */
interface Found {
  account: ConnectedAccountSummary;
  shared: AccountSharedBy | null;
  meta: AccountMeta;
}

/**
 * `found`, each told apart: label, profile name and ordinal read from the account's `api_config`
 * (one details read per account not in `cache`, all at once), and the default of each connector.
 */
export async function describeUserAccounts(
  upstream: UpstreamClient,
  found: ReadonlyArray<{ account: ConnectedAccountSummary; shared: AccountSharedBy | null }>,
  { withNames, requestId, cache }: DescribeOptions,
): Promise<UserAccount[]> {
  const perConnector = groupBy(found, ({ account }) => account.connector);
  const read: Found[] = await Promise.all(
    found.map(async ({ account, shared }) => {
      const several = (perConnector.get(account.connector)?.length ?? 0) > 1;
      if (!withNames && !several) return { account, shared, meta: {} };
      const kept = cache.get(account.id, account.updated_at);
      if (kept !== undefined) return { account, shared, meta: kept };
      const details = await upstream.getConnectedAccountDetails({ id: account.id }, { requestId });
      const meta = readAccountMeta(details);
      cache.set(account.id, details.updated_at, meta);
      return { account, shared, meta };
    }),
  );
  const ordinals = ordinalsOf(read);
  const defaults = defaultsOf(read, ordinals);
  const described = read.map(({ account, shared, meta }) => {
    const ordinal = ordinals.get(account.id) ?? 1;
    const label = meta.label ?? null;
    const profileName = meta.profileName ?? null;
    return {
      account,
      shared,
      label,
      profileName,
      ordinal,
      isDefault: defaults.has(account.id),
      name: accountName(
        { label, profile_name: profileName, ordinal, identifier: account.identifier, shared },
        CONNECTORS[account.connector].name,
      ),
    };
  });
  return withDistinctNames(described);
}

/**
 * `accounts` with no two of one connector named alike, since a call names an account by its name:
 * two accounts of one third-party workspace share a profile name, and a member's own first
 * account and the organization's are both "Warehouse". The user's own come first, by ordinal, and
 * keep the name; each later one that repeats a name gets a number after it, "Acme (2)".
 */
function withDistinctNames(accounts: UserAccount[]): UserAccount[] {
  for (const group of groupBy(accounts, (entry) => entry.account.connector).values()) {
    const taken = new Set<string>();
    const inOrder = [...group].sort(
      (a, b) => Number(a.shared !== null) - Number(b.shared !== null) || a.ordinal - b.ordinal,
    );
    for (const entry of inOrder) {
      let name = entry.name;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${entry.name} (${n})`;
      taken.add(name.toLowerCase());
      entry.name = name;
    }
  }
  return accounts;
}

/** Whose accounts of a connector `entry` is among: the user's own, or one organization's. */
function groupKey({ account, shared }: Found): string {
  return `${account.connector}\n${shared?.organization_id ?? ''}`;
}

/**
 * Each account's ordinal: the one written when it was connected; an owner's first account (no
 * slot) is 1 without one; a further account whose ordinal was never written follows the known
 * ones of its owner, in id order.
 */
function ordinalsOf(found: readonly Found[]): Map<string, number> {
  const ordinals = new Map<string, number>();
  for (const group of groupBy(found, groupKey).values()) {
    let next = 1;
    const unknown: Found[] = [];
    for (const entry of group) {
      const known =
        entry.meta.ordinal ?? (entry.account.identifier.includes(SLOT_SEPARATOR) ? undefined : 1);
      if (known === undefined) unknown.push(entry);
      else {
        ordinals.set(entry.account.id, known);
        next = Math.max(next, known + 1);
      }
    }
    unknown.sort((a, b) => a.account.id.localeCompare(b.account.id));
    for (const entry of unknown) ordinals.set(entry.account.id, next++);
  }
  return ordinals;
}

/**
 * The default account of each connector (docs/internals/several-accounts.md §"Labels and the
 * default"): among the user's own accounts, the one made default last, else the first; the
 * organization's only when the user has none of their own on the connector. No write is needed
 * when the default is disconnected: the rule picks the next.
 */
function defaultsOf(found: readonly Found[], ordinals: ReadonlyMap<string, number>): Set<string> {
  const defaults = new Set<string>();
  for (const accounts of groupBy(found, ({ account }) => account.connector).values()) {
    const own = accounts.filter(({ shared }) => shared === null);
    const candidates = own.length > 0 ? own : accounts;
    let best: Found | undefined;
    for (const entry of candidates) {
      if (best === undefined || ranksBefore(entry, best, ordinals)) best = entry;
    }
    if (best !== undefined) defaults.add(best.account.id);
  }
  return defaults;
}

function ranksBefore(a: Found, b: Found, ordinals: ReadonlyMap<string, number>): boolean {
  const aAt = a.meta.defaultAt === undefined ? undefined : Date.parse(a.meta.defaultAt);
  const bAt = b.meta.defaultAt === undefined ? undefined : Date.parse(b.meta.defaultAt);
  if (aAt !== undefined || bAt !== undefined) {
    if (bAt === undefined) return true;
    if (aAt === undefined) return false;
    if (aAt !== bAt) return aAt > bAt;
  }
  return (ordinals.get(a.account.id) ?? 0) < (ordinals.get(b.account.id) ?? 0);
}

/** The account as a tool run names it to a caller or a model. */
export function toToolAccount(entry: UserAccount): ToolAccount {
  return {
    id: entry.account.id,
    name: entry.name,
    is_default: entry.isDefault,
    shared_by: entry.shared?.organization_name ?? null,
  };
}

/** `items` grouped by `key`, in order (Map.groupBy is Node 21's). */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group === undefined) groups.set(key(item), [item]);
    else group.push(item);
  }
  return groups;
}
