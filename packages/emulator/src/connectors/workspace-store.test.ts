import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryStore } from '../store/memory-store.ts';
import { workspaceStore } from './workspace-store.ts';

const noteSchema = z.object({
  id: z.string(),
  title: z.string(),
  tags: z.array(z.string()).default([]),
  owner: z.object({ workspace_id: z.string() }),
});

describe('a workspace store', () => {
  it('reads shared documents as all() does, frozen, each stored text parsed once', async () => {
    const store = createMemoryStore();
    const notes = workspaceStore(store, 'ca_a').collection('notes', noteSchema);
    await notes.insert({ id: 'n1', title: 'First', tags: [], owner: { workspace_id: 'w_a' } });
    await notes.insert({ id: 'n2', title: 'Second', tags: ['x'], owner: { workspace_id: 'w_a' } });

    const shared = await notes.allShared();
    expect(shared).toEqual(await notes.all());
    expect(Object.isFrozen(shared[0]?.owner)).toBe(true);
    const tags = shared[1]?.tags;
    expect(tags).toBeDefined();
    expect(() => {
      (tags as string[]).push('y');
    }).toThrow(TypeError);
    // Read again: the same objects, not parsed again.
    expect((await notes.allShared())[0]).toBe(shared[0]);
    // all() still gives a run copies of its own.
    expect((await notes.all())[0]).not.toBe((await notes.all())[0]);

    await notes.update({ id: 'n1', title: 'Renamed', tags: [], owner: { workspace_id: 'w_a' } });
    const after = await notes.allShared();
    expect(after.map((note) => note.title)).toEqual(['Renamed', 'Second']);
    expect(after[1]).toBe(shared[1]);
  });

  it('clones a captured workspace, rewritten, sharing the texts the rewrite left alone', async () => {
    const store = createMemoryStore();
    const source = workspaceStore(store, 'ca_template');
    const notes = source.collection('notes', noteSchema);
    await notes.insert({ id: 'n1', title: 'Plain', tags: [], owner: { workspace_id: 'w_t' } });
    await notes.insert({ id: 'n2', title: 'Mine', tags: [], owner: { workspace_id: 'w_t' } });
    await notes.all();
    const template = source.capture();

    const clones = ['w_b', 'w_c'].map((workspaceId, n) => {
      const clone = workspaceStore(store, `ca_${n}`);
      clone.restore(template, (text) =>
        text.includes('Mine') ? text.replaceAll('w_t', workspaceId) : text,
      );
      return clone.collection('notes', noteSchema);
    });
    const [first, second] = await Promise.all(clones.map((clone) => clone.allShared()));
    expect(first?.map((note) => note.owner.workspace_id)).toEqual(['w_t', 'w_b']);
    expect(second?.map((note) => note.owner.workspace_id)).toEqual(['w_t', 'w_c']);
    expect(first?.[0]).toBe(second?.[0]);
    expect(first?.[1]).not.toBe(second?.[1]);
    expect(() => workspaceStore(store, 'ca_0').restore(template, (text) => text)).toThrow(
      /already holds a document with id "n1"/,
    );
  });
});
