'use client';

import type { ConnectorId, PlanTier, ToolEffect } from '@plugboard/schema';
import { useMemo } from 'react';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

/*
 * The English strings of AccountPermissions and AccountActivity. They load with the panels, not
 * with the core: a host replaces any of them through `localization.accountDetails`.
 */
export const ACCOUNT_DETAILS_STRINGS = {
  /** The locale of dates, times and numbers (Intl); the browser's when undefined. */
  locale: undefined as string | undefined,

  // AccountPermissions
  permissionsLoading: 'Loading what this account allows…',
  permissionsLoadError: 'Could not load what this account allows.',
  grantedHeading: 'Access granted',
  /** The same heading, naming the account (its label, else its own name, else "CRM 2"). */
  grantedHeadingOf: (account: string) => `Access granted to ${account}`,
  noScopes: 'No access was granted to this account.',
  /** Each scope of a connector in plain words, by connector and scope (docs/connectors.md §4.4). */
  scopeDescriptions: {
    video: {
      full: 'See, edit and permanently delete your videos, playlists, ratings and subscriptions',
      ro: 'See your videos, playlists, ratings and subscriptions',
      ssl: 'See, edit and delete your videos, comments and captions over a secure connection',
    },
  } as Partial<Record<ConnectorId, Record<string, string>>>,
  /** A scope as the reason a tool cannot run: “needs full access”. */
  scopeNames: {
    video: { full: 'full access', ro: 'read-only access', ssl: 'secure (force-SSL) access' },
  } as Partial<Record<ConnectorId, Record<string, string>>>,
  /** Where the upstream gives no scopes: an API key or bearer token. */
  keyAccess: (name: string) =>
    `This ${name} account uses a key, not granted scopes: it can do what the key’s plan includes. Each tool below says what it needs.`,
  toolsHeading: 'What the app may do with it',
  noTools: 'The app uses no tool of this service.',
  /** A group of tools by what they do, from their effect and what they act on (`videos`). */
  groupLabel: (effect: ToolEffect, resource: string) =>
    effect === 'read'
      ? `Read your ${resource}`
      : effect === 'write'
        ? `Change your ${resource}`
        : `Delete your ${resource}`,
  /** The group of an effect's tools that share nothing more precise, by connector name. */
  groupOther: (effect: ToolEffect, name: string) =>
    effect === 'read'
      ? `Read from your ${name} account`
      : effect === 'write'
        ? `Change things in your ${name} account`
        : `Delete things in your ${name} account`,
  /** What a tool acts on, from its name (`playlist_items`); any not here is shown as words. */
  resourceNames: {} as Partial<Record<string, string>>,
  can: 'Can',
  cannot: 'Cannot',
  needsScopes: (scopes: string) => `needs ${scopes}`,
  needsPlan: (plan: string) => `needs the ${plan} plan`,
  planNote: (plan: string) => `${plan} plan`,
  deletes: 'deletes for good',
  notNow: 'not with this account as it is now',
  planNames: { free: 'Free', pro: 'Pro', ai: 'AI', data_for_ai: 'Data for AI' } as Record<
    PlanTier,
    string
  >,
  reconnectForMore: (name: string) => `Reconnect ${name} to allow the rest`,
  // docs/internals/upstream-api.md: a link connects a connector; it cannot ask for one scope alone.
  reconnectNote: 'The service asks again for all the access the app uses: allow all of it.',
  askAdministrators: (organization: string) =>
    `Ask ${organization}’s administrators to reconnect it with more access.`,

  // AccountActivity
  activityLoading: 'Loading the activity…',
  activityLoadError: 'Could not load the activity.',
  activityEmpty: 'Nothing was run with this account yet.',
  activityCaption: 'Tools run with this account, newest first',
  /** The same caption, naming the account. */
  activityCaptionOf: (account: string) => `Tools run with ${account}, newest first`,
  columnTool: 'Tool',
  columnEffect: 'Effect',
  columnWhen: 'When',
  columnOutcome: 'Outcome',
  columnDuration: 'Duration',
  columnExecution: 'Execution id',
  columnWho: 'Who',
  effects: { read: 'Read', write: 'Change', delete: 'Delete' } as Record<ToolEffect, string>,
  succeeded: 'Succeeded',
  failed: 'Failed',
  failedWith: (code: string) => `Failed: ${code}`,
  you: 'You',
  /** Under a tool run through the MCP endpoint: the MCP client it came from (its own name). */
  viaClient: (client: string) => `via ${client}`,
  noExecution: '—',
  copy: 'Copy',
  copyExecution: (id: string) => `Copy execution id ${id}`,
  copied: 'Copied',
  showMore: 'Show more',
  loadingMore: 'Loading more…',
};

export type AccountDetailsStrings = typeof ACCOUNT_DETAILS_STRINGS;

/** What `localization.accountDetails` takes: any of these strings to replace. */
export type AccountDetailsLocalization = Partial<AccountDetailsStrings>;

/** The panels' strings: the English defaults with the host's `localization.accountDetails`. */
export function useAccountDetailsStrings(): AccountDetailsStrings {
  const overrides = usePlugboardUi().strings.accountDetails;
  return useMemo(() => ({ ...ACCOUNT_DETAILS_STRINGS, ...overrides }), [overrides]);
}
