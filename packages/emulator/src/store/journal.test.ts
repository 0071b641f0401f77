import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal } from './journal.ts';
import { createMemoryStore, type Store } from './memory-store.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'plugboard-journal-'));
  folders.push(folder);
  return folder;
}

/** The store the folder holds, as a start would open it. */
function reopen(folder: string, compactAtBytes?: number): Store {
  const { journal, replayed } = openJournal(folder);
  return createMemoryStore(journal, replayed, compactAtBytes);
}

const rowsOf = (store: Store, table: string) => [...store.rows(table)];

describe('the core store on its journal', () => {
  it('replays every committed write, in order, with removals and whole transactions', async () => {
    const folder = newFolder();
    const store = reopen(folder);
    store.put('people', 'b', { name: 'Bea' });
    store.put('people', 'a', { name: 'Ada' });
    store.put('people', 'b', { name: 'Bea 2' });
    await store.transaction(async (tx) => {
      tx.put('people', 'c', { name: 'Cy' });
      tx.delete('people', 'a');
    });
    store.put('gone', 'x', 1);
    store.drop('gone');
    store.close();

    const again = reopen(folder);
    expect(rowsOf(again, 'people')).toEqual([{ name: 'Bea 2' }, { name: 'Cy' }]);
    expect(again.tablesStartingWith('gone')).toEqual([]);
    again.close();
  });

  it('writes nothing of a transaction that throws, and puts back what it changed, in place', async () => {
    const folder = newFolder();
    const store = reopen(folder);
    store.put('people', 'a', { name: 'Ada' });
    store.put('people', 'b', { name: 'Bea' });
    const failed = store.transaction(async (tx) => {
      tx.delete('people', 'a');
      tx.put('people', 'b', { name: 'changed' });
      tx.put('people', 'c', { name: 'Cy' });
      tx.drop('people');
      throw new Error('the run failed');
    });
    await expect(failed).rejects.toThrow('the run failed');
    expect(rowsOf(store, 'people')).toEqual([{ name: 'Ada' }, { name: 'Bea' }]);
    store.close();
    expect(rowsOf(reopen(folder), 'people')).toEqual([{ name: 'Ada' }, { name: 'Bea' }]);
  });

  it('ignores a torn last line and cuts it off, so the next write starts a whole line', () => {
    const folder = newFolder();
    const store = reopen(folder);
    store.put('people', 'a', { name: 'Ada' });
    store.close();
    const journal = join(folder, 'journal.jsonl');
    const whole = statSync(journal).size;
    // A crash while a batch was written: part of its line, no newline.
    appendFileSync(journal, '[["people","b",{"name":"B');

    const again = reopen(folder);
    expect(rowsOf(again, 'people')).toEqual([{ name: 'Ada' }]);
    expect(statSync(journal).size).toBe(whole);
    again.put('people', 'c', { name: 'Cy' });
    again.close();
    expect(rowsOf(reopen(folder), 'people')).toEqual([{ name: 'Ada' }, { name: 'Cy' }]);
  });

  it('refuses a journal damaged before its last line rather than start without what it held', () => {
    const folder = newFolder();
    writeFileSync(
      join(folder, 'journal.jsonl'),
      '[["people","a",{"name":"Ada"}]]\n[["peop\n[["people","c",{"name":"Cy"}]]\n',
    );
    expect(() => reopen(folder)).toThrow(/unreadable line at byte 32/);
  });

  it('writes a snapshot once the journal grows past its limit, and starts from it', () => {
    const folder = newFolder();
    const store = reopen(folder, 2000);
    for (let n = 0; n < 100; n++) store.put('counters', 'only', { n });
    store.put('people', 'a', { name: 'Ada' });
    store.close();
    // A hundred lines of one row, compacted: the journal holds only what came after the snapshot.
    expect(statSync(join(folder, 'journal.jsonl')).size).toBeLessThan(2000);
    expect(JSON.parse(readFileSync(join(folder, 'snapshot.json'), 'utf8'))).toHaveProperty(
      'counters',
    );

    const again = reopen(folder);
    expect(rowsOf(again, 'counters')).toEqual([{ n: 99 }]);
    expect(rowsOf(again, 'people')).toEqual([{ name: 'Ada' }]);
    again.close();
  });

  it('replays a journal over a snapshot that already holds it to the same rows (a crash between the two)', () => {
    const folder = newFolder();
    const store = reopen(folder);
    store.put('people', 'a', { name: 'Ada' });
    store.put('people', 'b', { name: 'Bea' });
    store.delete('people', 'a');
    store.close();
    const journal = readFileSync(join(folder, 'journal.jsonl'));
    writeFileSync(
      join(folder, 'snapshot.json'),
      JSON.stringify({ people: [['b', { name: 'Bea' }]] }),
    );
    writeFileSync(join(folder, 'journal.jsonl'), journal);
    expect(rowsOf(reopen(folder), 'people')).toEqual([{ name: 'Bea' }]);
  });
});
