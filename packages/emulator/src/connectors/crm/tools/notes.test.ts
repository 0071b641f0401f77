import { describe, expect, it } from 'vitest';
import { exactly } from '../../../test/exact-answers.ts';
import { crmMany, crmNoteSchema, crmOne } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();
const notes = crmMany(crmNoteSchema);

describe('crm_create_note, crm_get_note', () => {
  it('creates a markdown note on a record, tied to a meeting, seen by get and list', async () => {
    const account = await t.account('crm');
    const created = exactly.crm(
      crmOne(crmNoteSchema),
      await t.run(account, 'crm_create_note', {
        parent_object: 'deals',
        parent_record_id: CRM_SEED.deals.acmeExpansion,
        title: 'Pricing',
        content: '# Offer\n- **20%** off year one\n- see [the deck](https://example.com/deck)',
        format: 'markdown',
        created_at: '2025-02-20T10:00:00+01:00',
        meeting_id: CRM_SEED.meetings.acmeDiscovery,
      }),
    ).data;
    expect(created).toMatchObject({
      parent_object: 'deals',
      parent_record_id: CRM_SEED.deals.acmeExpansion,
      title: 'Pricing',
      meeting_id: CRM_SEED.meetings.acmeDiscovery,
      content_markdown:
        '# Offer\n- **20%** off year one\n- see [the deck](https://example.com/deck)',
      content_plaintext: 'Offer\n20% off year one\nsee the deck',
      created_at: '2025-02-20T09:00:00.000000000Z',
    });
    expect(await t.run(account, 'crm_get_note', { note_id: created.id.note_id })).toEqual({
      data: created,
    });
    const onDeal = exactly.crm(
      notes,
      await t.run(account, 'crm_list_notes', {
        parent_object: 'deals',
        parent_record_id: CRM_SEED.deals.acmeExpansion,
      }),
    ).data;
    expect(onDeal).toEqual([created]);
  });

  it('keeps plaintext as given and answers 404 for a missing parent or meeting', async () => {
    const account = await t.account('crm');
    const plain = exactly.crm(
      crmOne(crmNoteSchema),
      await t.run(account, 'crm_create_note', {
        parent_object: 'people',
        parent_record_id: CRM_SEED.people.ben,
        content: 'Call after **5pm**',
      }),
    ).data;
    expect(plain).toMatchObject({
      content_plaintext: 'Call after **5pm**',
      title: '',
      meeting_id: null,
    });
    await t.fail(
      account,
      'crm_create_note',
      { parent_object: 'people', parent_record_id: CRM_SEED.companies.acme },
      404,
    );
    await t.fail(
      account,
      'crm_create_note',
      { parent_object: 'people', parent_record_id: CRM_SEED.people.ben, meeting_id: 'nope' },
      404,
    );
  });
});

describe('crm_list_notes', () => {
  it('lists every note (10 by default, at most 50), or a record’s, with offset', async () => {
    const account = await t.account('crm');
    const ids = async (params: Parameters<typeof t.run<'crm_list_notes'>>[2]) =>
      notes
        .parse(await t.run(account, 'crm_list_notes', params))
        .data.map((note) => note.id.note_id);
    const { discovery, renewalTerms, adaEmail } = CRM_SEED.notes;
    expect(await ids({})).toEqual([discovery, renewalTerms, adaEmail]);
    expect(await ids({ limit: 1, offset: 2 })).toEqual([adaEmail]);
    expect(
      await ids({ parent_object: 'companies', parent_record_id: CRM_SEED.companies.acme }),
    ).toEqual([discovery]);
    const renewal = exactly.crm(
      crmOne(crmNoteSchema),
      await t.run(account, 'crm_get_note', { note_id: renewalTerms }),
    ).data;
    expect(renewal.content_plaintext).toBe('Terms\n3 years\n10% uplift');
  });
});

describe('crm_delete_note', () => {
  it('deletes a note for good: get answers 404', async () => {
    const account = await t.account('crm');
    const note_id = CRM_SEED.notes.discovery;
    expect(await t.run(account, 'crm_delete_note', { note_id })).toEqual({});
    await t.fail(account, 'crm_get_note', { note_id }, 404);
    await t.fail(account, 'crm_delete_note', { note_id }, 404);
  });
});
