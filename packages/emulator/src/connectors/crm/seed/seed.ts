import { accountSlot } from '../../../account-slot.ts';
import { attributesOf } from '../model/lookup.ts';
import { writeValues } from '../model/values.ts';
import {
  type Comment,
  type CrmList,
  type CrmObject,
  type CrmWorkspace,
  crmTimestamp,
  type Member,
  SELF_MEMBER_ID,
} from '../store.ts';
import { newAttribute, systemAttributes } from '../tools/attributes.ts';
import { insertEntry } from '../tools/entries.ts';
import { markdownToPlaintext } from '../tools/notes.ts';
import { insertRecord, saveGrownAttributes } from '../tools/records.ts';
import { CRM_SEED, LIST_IDS, OBJECT_IDS, seedId, withSeedIds } from './build-ids.ts';
import { type CrmWorkspaceProfile, crmCast } from './cast.ts';
import { companies, deals, others, people, type RecordSeed } from './records.ts';
import { SEED_LISTS, SEED_OBJECTS } from './schema.ts';

const { members: M, companies: C, people: P, deals: D } = CRM_SEED;

/** The seed's first moment; each later one is an hour after the one before. */
const SEED_EPOCH = Date.UTC(2025, 1, 3, 9);
const HOUR_MS = 3_600_000;

/** When the seed's members joined: its first moment. */
export const SEED_START = crmTimestamp(new Date(SEED_EPOCH));

/**
 * The connecting member, named from the account identifier (`ann.lee@corp.com` → Ann Lee); a
 * further account's slot (`ann.lee@corp.com#k3v7q2ma`) is no part of their address.
 */
export function selfMember(identifier: string, createdAt: string): Member {
  const { owner } = accountSlot(identifier);
  const email = owner.includes('@') ? owner : `${owner}@example.com`;
  const words = (email.split('@')[0] ?? '').split(/[._-]+/).filter(Boolean);
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return {
    id: SELF_MEMBER_ID,
    first_name: capitalised[0] ?? email,
    last_name: capitalised.slice(1).join(' '),
    avatar_url: null,
    email_address: email,
    access_level: 'admin',
    created_at: createdAt,
  };
}

function member(
  key: 'maya' | 'tom' | 'lena',
  first: string,
  last: string,
  profile: CrmWorkspaceProfile,
  createdAt: string,
): Member {
  return {
    id: M[key],
    first_name: first,
    last_name: last,
    avatar_url: null,
    email_address: `${first.toLowerCase()}@${profile.domain}`,
    access_level: key === 'maya' ? 'admin' : 'member',
    created_at: createdAt,
  };
}

/** Writes the seed workspace (schema.ts, records.ts, the account's cast.ts) into a new account's store. */
export async function seedCrm(workspace: CrmWorkspace): Promise<void> {
  const cast = crmCast(workspace.account.identifier);
  const { companies: company, people: person, workspace: profile } = cast;
  let hour = 0;
  /** The workspace as of the next seed moment, an hour after the last, acting as `actor`. */
  const at = (actor: string = M.maya): CrmWorkspace => ({
    ...workspace,
    now: crmTimestamp(new Date(SEED_EPOCH + HOUR_MS * hour++)),
    actor: { type: 'workspace-member', id: actor },
  });

  const start = at().now;
  await workspace.members.insert(selfMember(workspace.account.identifier, start));
  await workspace.members.insert(member('maya', 'Maya', 'Patel', profile, start));
  await workspace.members.insert(member('tom', 'Tom', 'Becker', profile, start));
  await workspace.members.insert(member('lena', 'Lena', 'Ortiz', profile, start));

  const objects = new Map<string, CrmObject>();
  for (const spec of SEED_OBJECTS) {
    const object = await workspace.objects.insert({
      id: OBJECT_IDS[spec.api_slug],
      api_slug: spec.api_slug,
      singular_noun: spec.singular_noun,
      plural_noun: spec.plural_noun,
      created_at: start,
    });
    objects.set(object.api_slug, object);
    const parent = { type: 'object', object_id: object.id } as const;
    const newId = (name: string) => seedId(`attribute/${spec.api_slug}/${name}`);
    const attributes = [
      ...systemAttributes(parent, start, newId),
      ...spec.attributes.map((attribute) =>
        newAttribute(parent, withSeedIds(attribute), start, newId),
      ),
    ];
    for (const attribute of attributes) await workspace.attributes.insert(attribute);
  }

  const lists = new Map<string, CrmList>();
  for (const spec of SEED_LISTS) {
    const list = await workspace.lists.insert({
      id: LIST_IDS[spec.api_slug],
      api_slug: spec.api_slug,
      name: spec.name,
      parent_object: [spec.parent_object],
      workspace_access: 'read-and-write',
      workspace_member_access: [{ workspace_member_id: M.maya, level: 'full-access' }],
      created_by_actor: { type: 'workspace-member', id: M.maya },
      created_at: start,
    });
    lists.set(list.api_slug, list);
    const parent = { type: 'list', list_id: list.id } as const;
    const newId = (name: string) => seedId(`attribute/list/${spec.api_slug}/${name}`);
    for (const attribute of spec.attributes) {
      await workspace.attributes.insert(newAttribute(parent, attribute, start, newId));
    }
  }

  const object = (slug: string) => {
    const found = objects.get(slug);
    if (found === undefined) throw new Error(`The seed has no object ${slug}.`);
    return found;
  };
  const list = (slug: string) => {
    const found = lists.get(slug);
    if (found === undefined) throw new Error(`The seed has no list ${slug}.`);
    return found;
  };

  // Companies first, as people and deals reference them; Acme's team once its people exist.
  const insert = (moment: CrmWorkspace, slug: string, [name, values]: RecordSeed) =>
    insertRecord(moment, object(slug), withSeedIds(values), seedId(name));
  for (const record of companies(cast)) await insert(at(), 'companies', record);
  for (const record of people(cast)) await insert(at(M.tom), 'people', record);
  await reviseValues(at(), C.acme, { team: [P.ada, P.dev] });
  for (const record of deals(cast)) await insert(at(), 'deals', record);
  for (const [slug, ...record] of others(cast)) await insert(at(), slug, record);
  // The renewal moved on: its old stage stays as a historic value.
  await reviseValues(at(M.tom), D.globexRenewal, { stage: ['Won 🎉'] });

  const E = CRM_SEED.entries;
  const pipeline = list('sales_pipeline');
  await insertEntry(
    at(),
    pipeline,
    C.acme,
    { stage: ['Negotiation'], priority: ['High'], expected_close: ['2025-06-30'] },
    E.acmeInPipeline,
  );
  await insertEntry(
    at(),
    pipeline,
    C.globex,
    { stage: ['Qualified'], priority: ['Medium'] },
    E.globexInPipeline,
  );
  await insertEntry(
    at(),
    pipeline,
    C.initech,
    { stage: ['Prospecting'], priority: ['Low'] },
    E.initechInPipeline,
  );
  await insertEntry(
    at(M.lena),
    list('recruiting'),
    P.dev,
    { stage: ['Interviewing'], rating: [4] },
    E.devInRecruiting,
  );

  const meetings = CRM_SEED.meetings;
  const meetingTime = (day: number, hourOfDay: number) => ({
    datetime: new Date(Date.UTC(2025, 1, day, hourOfDay)).toISOString(),
    timezone: 'UTC',
  });
  await workspace.meetings.insert({
    id: meetings.acmeDiscovery,
    title: `${company.acme.short} discovery call`,
    description: 'Scope the expansion: plants, users, SSO.',
    start: meetingTime(4, 16),
    end: meetingTime(4, 17),
    is_all_day: false,
    participants: [
      { email_address: `maya@${profile.domain}`, is_organizer: true, status: 'accepted' },
      { email_address: person.ada.emails[0], is_organizer: false, status: 'accepted' },
    ],
    linked_records: [
      { object_id: OBJECT_IDS.companies, record_id: C.acme },
      { object_id: OBJECT_IDS.people, record_id: P.ada },
    ],
    created_at: at().now,
    created_by_actor: { type: 'workspace-member', id: M.maya },
  });
  await workspace.meetings.insert({
    id: meetings.globexReview,
    title: `${company.globex.short} renewal review`,
    description: 'Walk through usage and the three-year offer.',
    start: meetingTime(11, 14),
    end: meetingTime(11, 15),
    is_all_day: false,
    participants: [
      { email_address: `tom@${profile.domain}`, is_organizer: true, status: 'accepted' },
      { email_address: person.ben.emails[0], is_organizer: false, status: 'tentative' },
    ],
    linked_records: [{ object_id: OBJECT_IDS.companies, record_id: C.globex }],
    created_at: at().now,
    created_by_actor: { type: 'workspace-member', id: M.tom },
  });

  const T = CRM_SEED.tasks;
  const task = (
    id: string,
    content: string,
    fields: Partial<Parameters<typeof workspace.tasks.insert>[0]>,
  ) => {
    const moment = at();
    return workspace.tasks.insert({
      id,
      content_plaintext: content,
      deadline_at: null,
      is_completed: false,
      linked_records: [],
      assignees: [],
      created_by_actor: moment.actor,
      created_at: moment.now,
      ...fields,
    });
  };
  await task(T.questionnaire, `Send ${company.acme.short} the security questionnaire`, {
    deadline_at: crmTimestamp('2025-02-14T17:00:00Z'),
    linked_records: [{ target_object_id: OBJECT_IDS.companies, target_record_id: C.acme }],
    assignees: [{ referenced_actor_type: 'workspace-member', referenced_actor_id: M.maya }],
  });
  await task(T.renewalCall, `Book the ${company.globex.short} renewal call`, {
    is_completed: true,
    linked_records: [{ target_object_id: OBJECT_IDS.deals, target_record_id: D.globexRenewal }],
    assignees: [{ referenced_actor_type: 'workspace-member', referenced_actor_id: M.tom }],
  });
  await task(T.followUp, `Follow up with ${person.chloe.first} on the pilot scope`, {
    linked_records: [
      { target_object_id: OBJECT_IDS.people, target_record_id: P.chloe },
      { target_object_id: OBJECT_IDS.companies, target_record_id: C.initech },
    ],
    assignees: [{ referenced_actor_type: 'workspace-member', referenced_actor_id: SELF_MEMBER_ID }],
  });

  const N = CRM_SEED.notes;
  const note = (
    id: string,
    parent_object: string,
    parent_record_id: string,
    title: string,
    markdown: string,
    meetingId: string | null,
  ) => {
    const moment = at();
    return workspace.notes.insert({
      id,
      parent_object,
      parent_record_id,
      title,
      meeting_id: meetingId,
      content_plaintext: markdownToPlaintext(markdown),
      content_markdown: markdown,
      tags: [],
      created_by_actor: moment.actor,
      created_at: moment.now,
    });
  };
  await note(
    N.discovery,
    'companies',
    C.acme,
    'Discovery call',
    'Three plants, 400 operators. SSO is a must.',
    meetings.acmeDiscovery,
  );
  await note(
    N.renewalTerms,
    'deals',
    D.globexRenewal,
    'Renewal terms',
    '## Terms\n- **3 years**\n- 10% uplift',
    meetings.globexReview,
  );
  await note(N.adaEmail, 'people', P.ada, 'Contact preference', 'Prefers email over calls.', null);

  const comment = (
    id: string,
    thread: string,
    author: string,
    content: string,
    target: Pick<Comment, 'record' | 'entry'>,
  ) =>
    workspace.comments.insert({
      id,
      thread_id: thread,
      content_plaintext: content,
      ...target,
      resolved_at: null,
      resolved_by: null,
      created_at: at().now,
      author: { type: 'workspace-member', id: author },
    });
  const onAcme = { record: { object_id: OBJECT_IDS.companies, record_id: C.acme }, entry: null };
  const { threads, comments } = CRM_SEED;
  await comment(comments.dpaQuestion, threads.acmeDpa, M.maya, 'Legal asked for our DPA.', onAcme);
  await comment(comments.dpaAnswer, threads.acmeDpa, M.tom, 'Sent it on Monday.', onAcme);
  await comment(
    comments.procurement,
    threads.pipelineProcurement,
    SELF_MEMBER_ID,
    'Waiting on procurement.',
    {
      record: null,
      entry: { list_id: pipeline.id, entry_id: E.acmeInPipeline },
    },
  );

  await workspace.webhooks.insert({
    id: CRM_SEED.webhooks.records,
    target_url: 'https://hooks.example.com/crm/records',
    subscriptions: [
      { event_type: 'record.created', filter: null },
      {
        event_type: 'record.updated',
        filter: { $and: [{ field: 'object_id', operator: 'equals', value: OBJECT_IDS.deals }] },
      },
    ],
    status: 'active',
    created_at: at().now,
  });
  await workspace.webhooks.insert({
    id: CRM_SEED.webhooks.tasks,
    target_url: 'https://hooks.example.com/crm/tasks',
    subscriptions: [{ event_type: 'task.created', filter: null }],
    status: 'degraded',
    created_at: at().now,
  });
}

/** New values for a record's attributes; the values they replace stay, as historic values. */
async function reviseValues(
  workspace: CrmWorkspace,
  recordId: string,
  input: Record<string, unknown[]>,
): Promise<void> {
  const record = await workspace.records.get(recordId);
  if (record === undefined) throw new Error(`The seed has no record ${recordId}.`);
  const attributes = await attributesOf(workspace, { type: 'object', object_id: record.object_id });
  const written = await writeValues(workspace, attributes, input, 'values');
  const values = { ...record.values };
  for (const [slug, fresh] of Object.entries(written.values)) {
    const ended = (values[slug] ?? []).map((value) =>
      value.active_until === null ? { ...value, active_until: workspace.now } : value,
    );
    values[slug] = [...ended, ...fresh];
  }
  await saveGrownAttributes(workspace, attributes, written.attributes);
  await workspace.records.update({ ...record, values });
}
