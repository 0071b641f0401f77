import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
let t=performance.now();
const blob = new Blob([await readFile('/tmp/plugboard-emulator/pglite-template-88e3ec660cba56b1.tar')]);
console.log('read', performance.now()-t);
t=performance.now();
const d2 = await PGlite.create({ dataDir: undefined, loadDataDir: blob }); console.log('load', performance.now()-t);
t=performance.now();
await d2.exec('create table y(a int)'); console.log('exec', performance.now()-t);
