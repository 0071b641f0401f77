import type { ConnectedAccountDetails } from '@plugboard/schema/upstream';
import { z } from 'zod';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

/*
 * What the BFF remembers of an account lives upstream, in its `api_config`
 * (docs/internals/several-accounts.md §"Labels and the default"): the BFF keeps no database. One
 * top-level key per fact, because PUT merges `api_config` one level deep: a rename and a change
 * of default sent at once from two tabs each write their own key, and neither undoes the other.
 */

const KEYS = {
  label: 'plugboard_label',
  defaultAt: 'plugboard_default_at',
  profileName: 'plugboard_profile_name',
  ordinal: 'plugboard_ordinal',
} as const;

/** A value another writer of `api_config` left in a shape we do not know reads as absent. */
const metaSchema = z.object({
  [KEYS.label]: z.string().min(1).max(60).optional().catch(undefined),
  [KEYS.defaultAt]: z.iso.datetime({ offset: true }).optional().catch(undefined),
  [KEYS.profileName]: z.string().min(1).max(200).optional().catch(undefined),
  [KEYS.ordinal]: z.number().int().positive().optional().catch(undefined),
});

/** The BFF's facts about one account. */
export interface AccountMeta {
  /** The name the user gave it. */
  label?: string | undefined;
  /** When the user made it the default of its connector (ISO date-time). */
  defaultAt?: string | undefined;
  /** The third-party account's own name, read when it was connected. */
  profileName?: string | undefined;
  /** Its place among its owner's accounts of the connector when it was connected, from 1. */
  ordinal?: number | undefined;
}

/** The BFF's facts about the account `details` describes. */
export function readAccountMeta(details: Pick<ConnectedAccountDetails, 'api_config'>): AccountMeta {
  const parsed = metaSchema.parse(details.api_config ?? {});
  return {
    label: parsed[KEYS.label],
    defaultAt: parsed[KEYS.defaultAt],
    profileName: parsed[KEYS.profileName],
    ordinal: parsed[KEYS.ordinal],
  };
}

/** Writes the facts given in `meta` (and only those) to account `id`; false when it had none. */
export async function writeAccountMeta(
  upstream: UpstreamClient,
  id: string,
  meta: AccountMeta,
  requestId: string,
): Promise<boolean> {
  const apiConfig: Record<string, unknown> = {};
  if (meta.label !== undefined) apiConfig[KEYS.label] = meta.label;
  if (meta.defaultAt !== undefined) apiConfig[KEYS.defaultAt] = meta.defaultAt;
  if (meta.profileName !== undefined) apiConfig[KEYS.profileName] = meta.profileName;
  if (meta.ordinal !== undefined) apiConfig[KEYS.ordinal] = meta.ordinal;
  if (Object.keys(apiConfig).length === 0) return false;
  await upstream.updateConnectedAccount(
    { id, connected_account: { api_config: apiConfig } },
    { requestId },
  );
  return true;
}
