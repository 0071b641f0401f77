import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

/** A read that counts its runs and answers a fresh object each time. */
function counting() {
  let runs = 0;
  return {
    read: async () => {
      runs += 1;
      return { rows: [{ run: runs, doc: { tags: ['a'] } }] };
    },
    get runs() {
      return runs;
    },
  };
}

describe('createReadCache', () => {
  it('keeps an answer until the next write, then reads again', async () => {
    const cache = createReadCache();
    const source = counting();
    const first = await cache.read('k', source.read);
    expect(await cache.read('k', source.read)).toBe(first);
    expect(source.runs).toBe(1);
    await cache.write(async () => {});
    expect(await cache.read('k', source.read)).toEqual({
      rows: [{ run: 2, doc: { tags: ['a'] } }],
    });
    expect(source.runs).toBe(2);
  });

  it('keeps no answer read while a write runs', async () => {
    const cache = createReadCache();
    const source = counting();
    let finish = () => {};
    const writing = cache.write(() => new Promise<void>((resolve) => (finish = resolve)));
    await cache.read('k', source.read);
    finish();
    await writing;
    await cache.read('k', source.read);
    expect(source.runs).toBe(2);
  });

  it('keeps no answer whose read a write overtook', async () => {
    const cache = createReadCache();
    const source = counting();
    let answer = () => {};
    const reading = cache.read('k', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return source.read();
    });
    await cache.write(async () => {});
    answer();
    await reading;
    await cache.read('k', source.read);
    expect(source.runs).toBe(2);
  });

  it('freezes the shared answer, so no caller can change what another reads', async () => {
    const cache = createReadCache();
    const answer = await cache.read('k', counting().read);
    expect(() => {
      answer.rows[0]?.doc.tags.push('b');
    }).toThrow(TypeError);
  });

  it('lets the oldest answer go beyond its capacity', async () => {
    const cache = createReadCache(2);
    const source = counting();
    for (const key of ['a', 'b', 'c', 'b', 'c']) await cache.read(key, source.read);
    expect(source.runs).toBe(3);
    await cache.read('a', source.read);
    expect(source.runs).toBe(4);
  });
});
