/*
 * docs/internals/several-accounts.md §"Identifiers": an owner's first account on a connector has
 * the owner's identifier; each further one `<owner identifier>#<slot>`, the slot drawn by the BFF.
 */

import { SLOT_SEPARATOR } from '../common/session-user.ts';

const SLOT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const SLOT_LENGTH = 8;
const SLOT_PATTERN = /^[a-z2-7]{8}$/;

/** A fresh slot: 8 base32 characters (40 random bits), free of anything personal. */
export function drawSlot(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SLOT_LENGTH));
  let slot = '';
  for (const byte of bytes) slot += SLOT_ALPHABET[byte % SLOT_ALPHABET.length];
  return slot;
}

/** Whether `slot` is one {@link drawSlot} could have drawn. */
export function isSlot(slot: string): boolean {
  return SLOT_PATTERN.test(slot);
}

/** The identifier of an owner's account: the owner's own for the first, with the slot after. */
export function slotIdentifier(ownerIdentifier: string, slot: string | null): string {
  return slot === null ? ownerIdentifier : `${ownerIdentifier}${SLOT_SEPARATOR}${slot}`;
}

/**
 * Which of the owner's accounts `identifier` names: `null` for the owner's first account, its
 * slot for a further one, `undefined` when it is not one of the owner's.
 */
export function slotOf(ownerIdentifier: string, identifier: string): string | null | undefined {
  if (identifier === ownerIdentifier) return null;
  const prefix = `${ownerIdentifier}${SLOT_SEPARATOR}`;
  if (!identifier.startsWith(prefix)) return undefined;
  const slot = identifier.slice(prefix.length);
  return isSlot(slot) ? slot : undefined;
}

/**
 * The owner's identifier of an account's `identifier`: the part before the slot of a further
 * account, the identifier itself otherwise. Events name an account's owner by its identifier, and
 * are filed under the owner's.
 */
export function ownerIdentifierOf(identifier: string): string {
  const at = identifier.lastIndexOf(SLOT_SEPARATOR);
  if (at < 0 || !isSlot(identifier.slice(at + 1))) return identifier;
  return identifier.slice(0, at);
}
