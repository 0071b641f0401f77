/**
 * An account identifier read the way the BFF writes them (docs/internals/several-accounts.md,
 * "Identifiers"): an owner's first account on a connector has the owner's identifier, a further
 * one `<owner identifier>#<slot>`. An owner identifier holds no `#`.
 */
export interface AccountSlot {
  /** The identifier of the account's owner (`ada@acme.test`). */
  owner: string;
  /** The further account's slot; null for the owner's first account. */
  slot: string | null;
}

/**
 * @example
 * accountSlot('ada@acme.test#k3v9q2ma'); // { owner: 'ada@acme.test', slot: 'k3v9q2ma' }
 * accountSlot('ada@acme.test'); // { owner: 'ada@acme.test', slot: null }
 */
export function accountSlot(identifier: string): AccountSlot {
  const hash = identifier.indexOf('#');
  // A `#` first or last names no owner or no slot: such an identifier is read whole.
  if (hash <= 0 || hash === identifier.length - 1) return { owner: identifier, slot: null };
  return { owner: identifier.slice(0, hash), slot: identifier.slice(hash + 1) };
}
