import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactly } from '../../../test/exact-answers.ts';
import {
  crmMany,
  crmMeetingSchema,
  crmMemberSchema,
  crmOne,
  crmWebhookSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from '../seed/build-ids.ts';

const t = setupToolHarness();

describe('crm_list_workspace_members, crm_get_workspace_member', () => {
  it('lists the members, the connecting one first, and gets one', async () => {
    const account = await t.account('crm', 'sam.rivera@example.org');
    const members = exactly.crm(
      crmMany(crmMemberSchema),
      await t.run(account, 'crm_list_workspace_members', {}),
    ).data;
    expect(members.map((member) => `${member.first_name} ${member.last_name}`)).toEqual([
      'Sam Rivera',
      'Maya Patel',
      'Tom Becker',
      'Lena Ortiz',
    ]);
    expect(members[0]).toMatchObject({
      email_address: 'sam.rivera@example.org',
      access_level: 'admin',
    });
    const page = exactly.crm(
      crmMany(crmMemberSchema),
      await t.run(account, 'crm_list_workspace_members', { limit: 2, offset: 1 }),
    ).data;
    expect(page.map((member) => member.id.workspace_member_id)).toEqual([
      CRM_SEED.members.maya,
      CRM_SEED.members.tom,
    ]);
    const tom = await t.run(account, 'crm_get_workspace_member', {
      workspace_member_id: CRM_SEED.members.tom,
    });
    expect(tom).toEqual({ data: members[2] });
    await t.fail(account, 'crm_get_workspace_member', { workspace_member_id: 'nobody' }, 404);
  });
});

describe('crm_list_webhooks, crm_get_webhook, crm_delete_webhook', () => {
  it('lists and gets webhooks; a deleted one answers 404', async () => {
    const account = await t.account('crm');
    const webhooks = exactly.crm(
      crmMany(crmWebhookSchema),
      await t.run(account, 'crm_list_webhooks', {}),
    ).data;
    expect(webhooks).toMatchObject([
      {
        target_url: 'https://hooks.example.com/crm/records',
        status: 'active',
        subscriptions: [{ event_type: 'record.created' }, { event_type: 'record.updated' }],
      },
      { target_url: 'https://hooks.example.com/crm/tasks', status: 'degraded' },
    ]);
    const limited = exactly.crm(
      crmMany(crmWebhookSchema),
      await t.run(account, 'crm_list_webhooks', { limit: 1, offset: 1 }),
    ).data;
    expect(limited).toEqual([webhooks[1]]);
    const webhook_id = CRM_SEED.webhooks.records;
    expect(await t.run(account, 'crm_get_webhook', { webhook_id })).toEqual({ data: webhooks[0] });
    expect(await t.run(account, 'crm_delete_webhook', { webhook_id })).toEqual({});
    await t.fail(account, 'crm_get_webhook', { webhook_id }, 404);
    await t.fail(account, 'crm_delete_webhook', { webhook_id }, 404);
    const left = exactly.crm(
      crmMany(crmWebhookSchema),
      await t.run(account, 'crm_list_webhooks', {}),
    ).data;
    expect(left).toEqual([webhooks[1]]);
  });
});

describe('crm_list_meetings', () => {
  it('lists meetings by linked record, participant and time, limited and offset', async () => {
    const account = await t.account('crm');
    const ids = async (params: Parameters<typeof t.run<'crm_list_meetings'>>[2]) =>
      crmMany(crmMeetingSchema)
        .parse(await t.run(account, 'crm_list_meetings', params))
        .data.map((meeting) => meeting.id.meeting_id);
    const { acmeDiscovery, globexReview } = CRM_SEED.meetings;
    expect(await ids({})).toEqual([acmeDiscovery, globexReview]);
    expect(await ids({ filter: { linked_record_id: CRM_SEED.companies.globex } })).toEqual([
      globexReview,
    ]);
    expect(await ids({ filter: { linked_object: 'people' } })).toEqual([acmeDiscovery]);
    expect(await ids({ filter: { participant_email: 'ben@globex.com' } })).toEqual([globexReview]);
    expect(await ids({ filter: { starts_before: '2025-02-10T00:00:00Z' } })).toEqual([
      acmeDiscovery,
    ]);
    expect(await ids({ filter: { ends_after: '2025-02-10T00:00:00Z' } })).toEqual([globexReview]);
    expect(await ids({ limit: 1, offset: 1 })).toEqual([globexReview]);
  });

  it('answers 400 naming the accepted filter keys for an unknown one', async () => {
    const account = await t.account('crm');
    const body = await t.fail(account, 'crm_list_meetings', { filter: { room: 'A' } }, 400);
    expect(body.message).toContain('linked_object, linked_record_id, participant_email');
  });
});

describe('crm_get_current_token_info', () => {
  it('describes the token: active, its workspace, the connecting member and the granted scopes', async () => {
    const account = await t.account('crm', 'sam.rivera@example.net');
    const info = z
      .looseObject({
        active: z.literal(true),
        scope: z.string(),
        workspace: z.strictObject({ id: z.guid(), name: z.string() }),
        actor: z.strictObject({
          type: z.literal('workspace-member'),
          id: z.guid(),
          name: z.string(),
          email: z.email(),
        }),
        scopes: z.array(z.string()),
      })
      .parse(await t.run(account, 'crm_get_current_token_info', {}));
    expect(info.actor).toEqual({
      type: 'workspace-member',
      id: CRM_SEED.members.self,
      name: 'Sam Rivera',
      email: 'sam.rivera@example.net',
    });
    // The scopes the account was granted (tool-harness accounts carry read and write).
    expect(info.scopes).toEqual(['read', 'write']);
    expect(info.scope).toBe('read write');
    expect(info).toMatchObject({
      workspace_id: info.workspace.id,
      workspace_name: 'Northwind Traders',
      authorized_by_workspace_member_id: CRM_SEED.members.self,
    });
    const record = crmOne(z.looseObject({ id: z.looseObject({ workspace_id: z.guid() }) })).parse(
      await t.run(account, 'crm_get_company', { record_id: CRM_SEED.companies.acme }),
    );
    expect(record.data.id.workspace_id).toBe(info.workspace.id);
  });
});
