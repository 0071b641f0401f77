import { createHash } from 'node:crypto';
import { accountSlot } from '../account-slot.ts';

/**
 * The choices that make a further account's seed its own
 * (docs/internals/emulator.md §"Each account its own data"): the same slot always chooses the
 * same, so a test can write the expected names down, and two slots of one owner most likely
 * choose differently.
 */
export interface VariantChooser {
  /** The slot the choices come from. */
  readonly slot: string;
  /** One of `items`, chosen for `purpose`. */
  pick<Item>(purpose: string, items: readonly [Item, ...Item[]]): Item;
  /** `count` different items of `items`, chosen for `purpose`, in a shuffled order. */
  pickDistinct<Item>(purpose: string, items: readonly Item[], count: number): Item[];
}

function score(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/**
 * The chooser of a further account's seed, or null for an owner's first account, which keeps the
 * seed it has always had (tests and demos name its records).
 */
export function variantChooser(identifier: string): VariantChooser | null {
  const { slot } = accountSlot(identifier);
  if (slot === null) return null;
  return {
    slot,
    pick(purpose, items) {
      return items[score(`${slot}/${purpose}`) % items.length] ?? items[0];
    },
    pickDistinct(purpose, items, count) {
      if (count > items.length) {
        throw new Error(`Cannot choose ${count} different items of ${items.length} (${purpose}).`);
      }
      return items
        .map((item, index) => ({ item, rank: score(`${slot}/${purpose}/${index}`) }))
        .sort((a, b) => a.rank - b.rank)
        .slice(0, count)
        .map(({ item }) => item);
    },
  };
}

/** `text` as the local part or label of an email address: `Lucía` → `lucia`. */
export function emailWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
