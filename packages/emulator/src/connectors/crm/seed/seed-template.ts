import { accountSlot } from '../../../account-slot.ts';
import { createMemoryStore } from '../../../store/memory-store.ts';
import { type WorkspaceTemplate, workspaceStore } from '../../workspace-store.ts';
import { type CrmWorkspace, crmCollections, openCrmWorkspace, SELF_MEMBER_ID } from '../store.ts';
import { SEED_START, seedCrm, selfMember } from './seed.ts';

/*
 * A new account's seed workspace, cloned from one seeded before. Seeding writes every record
 * through the CRM's own rules (each insert reads the workspace's attributes and records again),
 * and the first run then read each document through its schema: most of an account life's CPU in
 * the emulator (docs/internals/emulator-cost.md). The seed differs between accounts in three
 * things only: the cast, which the account's slot chooses (cast.ts); the workspace id in the
 * option and status references, which the account id gives; and the connecting member, named
 * after the account's owner. So a template is seeded once per slot, in a scratch store, and read
 * once; each account gets its documents as read, with its own workspace id, and a member of its
 * own. seed-template.test.ts checks that a clone is stored exactly as a seed of its own would be.
 */

const TEMPLATE_ACCOUNT_ID = 'ca_crm_seed_template';
const TEMPLATE_OWNER = 'template@seed.invalid';
/** Owners' first accounts share one template; further accounts' slots are drawn at random, so few repeat. */
const MAX_TEMPLATES = 8;

interface Template {
  documents: WorkspaceTemplate;
  /** The template's workspace id, which each clone's text carries as its own. */
  workspaceId: string;
}

const templates = new Map<string, Promise<Template>>();

async function makeTemplate(slot: string | null): Promise<Template> {
  const store = workspaceStore(createMemoryStore(), TEMPLATE_ACCOUNT_ID);
  const workspace = openCrmWorkspace({
    store,
    // The seed writes its own moments (seed.ts), never the run's.
    now: new Date(0),
    account: {
      id: TEMPLATE_ACCOUNT_ID,
      identifier: slot === null ? TEMPLATE_OWNER : `${TEMPLATE_OWNER}#${slot}`,
      authorization_details: null,
    },
  });
  await seedCrm(workspace);
  // Read as a run reads them, so each document is stored as its schema gave it back.
  for (const collection of crmCollections(workspace)) await collection.all();
  const documents = new Map(store.capture().collections);
  const members = documents.get('crm.members') ?? [];
  documents.set(
    'crm.members',
    members.filter(([id]) => id !== SELF_MEMBER_ID),
  );
  return { documents: { collections: documents }, workspaceId: workspace.workspaceId };
}

function templateFor(slot: string | null): Promise<Template> {
  const key = slot ?? '';
  let template = templates.get(key);
  if (template === undefined) {
    template = makeTemplate(slot);
    template.catch(() => templates.delete(key));
    templates.set(key, template);
    // The oldest further account's goes first; the first accounts' stays.
    for (const cached of templates.keys()) {
      if (templates.size <= MAX_TEMPLATES) break;
      if (cached !== '') templates.delete(cached);
    }
  }
  return template;
}

/** Writes the seed workspace (seed.ts) into a new account's store, cloned from its slot's template. */
export async function seedCrmFromTemplate(workspace: CrmWorkspace): Promise<void> {
  const { identifier } = workspace.account;
  const { documents, workspaceId } = await templateFor(accountSlot(identifier).slot);
  await workspace.members.insert(selfMember(identifier, SEED_START));
  workspace.store.restore(documents, (text) => text.replaceAll(workspaceId, workspace.workspaceId));
}
