import { PGlite } from '@electric-sql/pglite';

let t = performance.now();
const db = await PGlite.create();
console.log('create', performance.now() - t);
t = performance.now();
await db.exec(
  `CREATE SCHEMA sales; CREATE TABLE sales.big AS SELECT i AS id, md5(i::text) AS name, (i % 1000)::numeric(12,2) AS amount, now() AS ts FROM generate_series(1,100000) i; ALTER TABLE sales.big ADD PRIMARY KEY (id);`,
);
console.log('seed big', performance.now() - t);
t = performance.now();
const r = await db.query('SELECT * FROM sales.big', [], {
  rowMode: 'array',
  parsers: new Proxy({}, { get: () => (x) => x }),
});
console.log('select 100k', performance.now() - t, r.rows.length, r.fields, r.rows[0]);
t = performance.now();
try {
  await db.exec("SET statement_timeout = '500ms'");
  await db.query('SELECT pg_sleep(2)');
  console.log('sleep done', performance.now() - t);
} catch (e) {
  console.log('timeout err', e.code, e.message, performance.now() - t);
}
await db.exec('SET statement_timeout = 0');
t = performance.now();
try {
  const x = await db.query('SELECT count(*) FROM generate_series(1,30000000)');
  console.log('count', x.rows, performance.now() - t);
} catch (e) {
  console.log(e.message);
}
// cursor
await db.exec('BEGIN');
await db.query(
  'DECLARE c NO SCROLL CURSOR FOR SELECT i FROM generate_series(1, 9000000000000000000::bigint) i WHERE i % 1000 = 0',
);
t = performance.now();
const f = await db.query('FETCH 1000 FROM c', [], { rowMode: 'array' });
console.log('fetch1000 filtered', performance.now() - t, f.rows.length);
await db.exec('CLOSE c; ROLLBACK');
t = performance.now();
const d = await db.dumpDataDir('none');
console.log('dump', performance.now() - t, d.size);
t = performance.now();
const db2 = await PGlite.create({ loadDataDir: d });
console.log('load', performance.now() - t);
console.log((await db2.query('select count(*) from sales.big')).rows);
console.log(process.memoryUsage().rss / 1e6);
