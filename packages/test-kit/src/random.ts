/** A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A string of `length` characters drawn from `alphabet`. */
  string(length: number, alphabet?: string): string;
}

const PRINTABLE =
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.~!*\'();:@&=+$,/?%#[]{}"<>\\^`|';

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (max) => Math.floor(next() * max),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[random.int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    string(length, alphabet = PRINTABLE) {
      let text = '';
      for (let index = 0; index < length; index++) text += alphabet[random.int(alphabet.length)];
      return text;
    },
  };
  return random;
}
