import { access, lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WarehouseEngine } from './engine.ts';
import type { EngineJob } from './engine-job.ts';
import { openEngineIn, openEngineInWorker, startEngineWorker } from './engine-process.ts';
import { removeAccountFolder, SpareCluster } from './spare-cluster.ts';

const AHEAD = { start: startEngineWorker, open: openEngineIn };

const job = (text: string): EngineJob => ({
  specs: [{ text, values: [] }],
  context: {},
  timeoutSeconds: undefined,
  rowLimit: undefined,
  showCommand: false,
});

const run = (engine: WarehouseEngine, text: string) =>
  engine.run(job(text), new AbortController().signal);

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

let root: string | undefined;
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
  if (root !== undefined) await rm(root, { recursive: true, force: true });
});

describe('the spare cluster', () => {
  it("answers a new account's first statement on the engine opened ahead, and a restart finds its data through the link", async () => {
    root = await mkdtemp(join(tmpdir(), 'plugboard-spare-'));
    const dir = root;
    const spare = new SpareCluster(async () => dir, AHEAD);
    closing.push(() => spare.close());
    await spare.warm();

    const claimedAt = Date.now();
    const folder = join(dir, 'ca_ada');
    const engine = await spare.claim(folder);
    if (engine === undefined) throw new Error('The spare had no engine to hand over.');
    expect(engine.openedAt).toBeLessThan(claimedAt);
    expect((await lstat(folder)).isSymbolicLink()).toBe(true);
    expect((await run(engine, 'CREATE TABLE public.notes (text text)')).failure).toBeUndefined();
    expect((await run(engine, "INSERT INTO public.notes VALUES ('kept')")).failure).toBeUndefined();
    await engine.close();
    await spare.close();

    // The next start, with a spare a killed process left behind.
    const left = join(dir, '.spare-left');
    await mkdir(left);
    const next = new SpareCluster(async () => dir, AHEAD);
    closing.push(() => next.close());
    await next.warm();
    expect(await exists(left)).toBe(false);
    // An account with a cluster leaves the spare for the next one.
    expect(await next.claim(folder)).toBeUndefined();
    const reopened = await openEngineInWorker(folder);
    closing.push(() => reopened.close());
    expect(JSON.stringify(await run(reopened, 'SELECT text FROM public.notes'))).toContain('kept');
    await reopened.close();

    await removeAccountFolder(folder);
    expect(await exists(folder)).toBe(false);
    const spares = await readdir(dir);
    expect(spares).toHaveLength(1);
  }, 180_000);

  it('opens its cluster only when warmed, or when an account claims it unopened', async () => {
    root = await mkdtemp(join(tmpdir(), 'plugboard-spare-'));
    const dir = root;
    let opens = 0;
    const spare = new SpareCluster(async () => dir, {
      start: startEngineWorker,
      open: (...args) => {
        opens += 1;
        return openEngineIn(...args);
      },
    });
    closing.push(() => spare.close());
    await spare.make();
    expect(opens).toBe(0);
    await spare.warm();
    await spare.warm();
    expect(opens).toBe(1);

    // The claim makes the next spare without opening it; claimed unopened, it opens then.
    const first = await spare.claim(join(dir, 'ca_ada'));
    if (first === undefined) throw new Error('The spare had no engine to hand over.');
    closing.push(() => first.close());
    await spare.make();
    expect(opens).toBe(1);
    const second = await spare.claim(join(dir, 'ca_grace'));
    if (second === undefined) throw new Error('The next spare had no engine to hand over.');
    closing.push(() => second.close());
    expect(opens).toBe(2);
    expect((await run(second, 'SELECT 1')).failure).toBeUndefined();
  }, 180_000);

  it('makes the next spare once the claimed one is open, not while its account waits for it', async () => {
    root = await mkdtemp(join(tmpdir(), 'plugboard-spare-'));
    const dir = root;
    const events: string[] = [];
    const spare = new SpareCluster(async () => dir, {
      start: () => {
        events.push('start');
        return startEngineWorker();
      },
      open: async (...args) => {
        const engine = await openEngineIn(...args);
        events.push('opened');
        return engine;
      },
    });
    closing.push(() => spare.close());
    await spare.make();
    const engine = await spare.claim(join(dir, 'ca_ada'));
    if (engine === undefined) throw new Error('The spare had no engine to hand over.');
    closing.push(() => engine.close());
    await spare.make();
    expect(events).toEqual(['start', 'opened', 'start']);
  }, 180_000);
});
