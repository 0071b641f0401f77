/**
 * An account identifier read the way the BFF writes them
 * (docs/internals/several-accounts.md §"Identifiers"): an owner's first account on a connector
 * has the owner's identifier, a further one `<owner identifier>#<slot>`, the slot 8 base32
 * characters the BFF draws. An owner identifier holds no `#`.
 */
export interface AccountSlot {
  /** The identifier of the account's owner (`ada@acme.test`). */
  owner: string;
  /** The further account's slot; null for the owner's first account. */
  slot: string | null;
}

const SLOT = /^[a-z2-7]{8}$/;

/**
 * The owner and slot of `identifier`. What follows its last `#` is a slot only in the form the
 * BFF draws; any other identifier is read whole, as an owner's first account.
 *
 * @example
 * accountSlot('ada@acme.test#k3v7q2ma'); // { owner: 'ada@acme.test', slot: 'k3v7q2ma' }
 * accountSlot('ada@acme.test'); // { owner: 'ada@acme.test', slot: null }
 */
export function accountSlot(identifier: string): AccountSlot {
  const hash = identifier.lastIndexOf('#');
  const slot = identifier.slice(hash + 1);
  if (hash <= 0 || !SLOT.test(slot)) return { owner: identifier, slot: null };
  return { owner: identifier.slice(0, hash), slot };
}
