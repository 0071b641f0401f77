import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';

let db: Database;
const names = async () =>
  (
    await db.query<{ display_name: string }>('SELECT display_name FROM organizations ORDER BY id')
  ).rows.map((row) => row.display_name);
const insert = (id: string) =>
  db.query(
    `INSERT INTO organizations (id, display_name, region_code, features, create_time, update_time)
     VALUES ($1, $1, 'US', '[]', $2, $2)`,
    [id, new Date()],
  );

beforeAll(async () => {
  db = await openDatabase(undefined);
});
afterAll(() => db.close());

describe('createDatabase', () => {
  it('answers every read with what the last write left, by statement, exec or transaction', async () => {
    expect(await names()).toEqual([]);
    await insert('org_a');
    expect(await names()).toEqual(['org_a']);
    await db.exec("UPDATE organizations SET display_name = 'renamed' WHERE id = 'org_a'");
    expect(await names()).toEqual(['renamed']);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM organizations');
    });
    expect(await names()).toEqual([]);
  });

  it('answers a repeated read with the same frozen rows while nothing is written', async () => {
    await insert('org_b');
    const first = await db.query('SELECT * FROM organizations WHERE id = $1', ['org_b']);
    expect(await db.query('SELECT * FROM organizations WHERE id = $1', ['org_b'])).toBe(first);
    expect(Object.isFrozen(first.rows[0])).toBe(true);
    expect(await db.query('SELECT * FROM organizations WHERE id = $1', ['org_c'])).not.toBe(first);
  });
});
