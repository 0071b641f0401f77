import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../store/memory-store.ts';
import { type WorkspaceTemplate, workspaceStore } from '../../workspace-store.ts';
import { type CrmWorkspace, crmCollections, openCrmWorkspace, SELF_MEMBER_ID } from '../store.ts';
import { seedCrm } from './seed.ts';
import { seedCrmFromTemplate } from './seed-template.ts';

/** A new account's workspace in a store of its own, seeded by `seed`, then read whole once. */
async function seeded(
  seed: (workspace: CrmWorkspace) => Promise<void>,
  account: { id: string; identifier: string },
  now: Date,
): Promise<WorkspaceTemplate> {
  const store = workspaceStore(createMemoryStore(), account.id);
  const workspace = openCrmWorkspace({
    store,
    now,
    account: { ...account, authorization_details: null },
  });
  await seed(workspace);
  for (const collection of crmCollections(workspace)) await collection.all();
  return store.capture();
}

const FIRST = { id: 'ca_first', identifier: 'ada@acme.test' };
const ACCOUNTS = [
  FIRST,
  { id: 'ca_other_owner', identifier: 'ben.ortiz-lee@globex.example' },
  { id: 'ca_further', identifier: 'ada@acme.test#k3v7q2ma' },
  { id: 'ca_further_again', identifier: 'carl@corp.test#k3v7q2ma' },
  { id: 'ca_plain_name', identifier: 'service-account' },
];

describe('a crm workspace cloned from its template', () => {
  it('is stored exactly as a seed of its own, for first and further accounts of any owner', async () => {
    for (const account of ACCOUNTS) {
      const own = await seeded(seedCrm, account, new Date('2026-03-01T10:00:00Z'));
      // Twice: the first builds the template, the second clones the cached one.
      for (const now of [new Date('2026-05-02T11:30:00Z'), new Date('2026-06-03T08:15:00Z')]) {
        const cloned = await seeded(seedCrmFromTemplate, account, now);
        expect(cloned.collections).toEqual(own.collections);
      }
    }
  });

  it('carries its own workspace id and member, none of the template', async () => {
    const cloned = await seeded(seedCrmFromTemplate, FIRST, new Date());
    const text = JSON.stringify([...cloned.collections]);
    const workspaceId = openCrmWorkspace({
      store: workspaceStore(createMemoryStore(), FIRST.id),
      now: new Date(),
      account: { ...FIRST, authorization_details: null },
    }).workspaceId;
    expect(text).toContain(workspaceId);
    expect(text).not.toContain('template');
    const members = cloned.collections.get('crm.members') ?? [];
    expect(members.map(([id]) => id)[0]).toBe(SELF_MEMBER_ID);
  });

  it('stores the cloned documents as already read, so no schema parses them again', async () => {
    const store = workspaceStore(createMemoryStore(), 'ca_fresh');
    const workspace = openCrmWorkspace({
      store,
      now: new Date(),
      account: { id: 'ca_fresh', identifier: 'dana@corp.test', authorization_details: null },
    });
    await seedCrmFromTemplate(workspace);
    const unread = [...store.capture().collections].flatMap(([name, docs]) =>
      docs.filter(([, text]) => typeof text === 'string').map(([id]) => `${name}/${id}`),
    );
    // The connecting member alone is written as the account's own.
    expect(unread).toEqual([`crm.members/${SELF_MEMBER_ID}`]);
  });
});
