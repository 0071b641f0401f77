import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exactly } from '../../../test/exact-answers.ts';
import { crmMany, crmMemberSchema, crmRecordSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { CRM_SEED } from './build-ids.ts';
import { crmCast, crmWorkspaceProfile } from './cast.ts';

const t = setupToolHarness();
const tokenInfo = z.looseObject({
  workspace_name: z.string(),
  workspace_slug: z.string(),
  workspace: z.looseObject({ name: z.string() }),
  actor: z.looseObject({ email: z.string() }),
});

/** What an account shows of itself: its workspace, its people, its companies and the connecting member. */
async function portrait(account: string) {
  const info = tokenInfo.parse(await t.run(account, 'crm_get_current_token_info', {}));
  const names = (data: z.infer<typeof crmRecordSchema>[]) =>
    data.map((record) => record.values.name?.[0]?.full_name ?? record.values.name?.[0]?.value);
  const people = exactly.crm(crmMany(crmRecordSchema), await t.run(account, 'crm_list_people', {}));
  const companies = exactly.crm(
    crmMany(crmRecordSchema),
    await t.run(account, 'crm_list_companies', {}),
  );
  const acme = exactly.crm(
    crmMany(crmRecordSchema),
    await t.run(account, 'crm_list_people', { filter: { company: CRM_SEED.companies.acme } }),
  );
  return {
    workspace: info.workspace.name,
    flat: { name: info.workspace_name, slug: info.workspace_slug },
    self: info.actor.email,
    people: names(people.data),
    companies: names(companies.data),
    atAcme: names(acme.data),
    webUrl: people.data[0]?.web_url,
  };
}

describe('each account of one owner its own crm data', () => {
  it('keeps the first account as it always was, and gives a #slot account other people', async () => {
    const first = await portrait(await t.account('crm', 'ada@acme.test'));
    const further = await portrait(await t.account('crm', 'ada@acme.test#k3v7q2ma'));

    expect(first).toEqual({
      workspace: 'Northwind Traders',
      flat: { name: 'Northwind Traders', slug: 'northwind-traders' },
      self: 'ada@acme.test',
      people: ['Ada Park', 'Ben Ortiz', 'Chloé Martin', 'Dev Rao', 'Eva Müller'],
      companies: ['Acme Corporation', 'Globex', 'Initech', 'Umbrella Logistics'],
      atAcme: ['Ada Park', 'Dev Rao'],
      webUrl: expect.stringContaining('https://crm.example.com/northwind-traders/people/'),
    });
    expect(further).toEqual({
      workspace: 'Zephyr Collective',
      flat: { name: 'Zephyr Collective', slug: 'zephyr-collective' },
      // The slot is no part of the connecting member's address.
      self: 'ada@acme.test',
      people: ['Yara Rossi', 'Gustav Haddad', 'Stellan Varga', 'Bruno Zhou', 'Elif Okafor'],
      companies: ['Fjord Analytics', 'Orchid Retail', 'Bluefin Robotics', 'Ironbark Construction'],
      // The seed's records keep their ids and links: the first company's people are its own.
      atAcme: ['Yara Rossi', 'Bruno Zhou'],
      webUrl: expect.stringContaining('https://crm.example.com/zephyr-collective/people/'),
    });
  });

  it('gives the further account teammates at its own domain and mentions its own companies', async () => {
    const account = await t.account('crm', 'ada@acme.test#7hx2mq4b');
    const members = exactly.crm(
      crmMany(crmMemberSchema),
      await t.run(account, 'crm_list_workspace_members', {}),
    ).data;
    expect(members.map((member) => member.email_address)).toEqual([
      'ada@acme.test',
      'maya@bluebirdtrading.example.com',
      'tom@bluebirdtrading.example.com',
      'lena@bluebirdtrading.example.com',
    ]);
    const tasks = z
      .object({ data: z.array(z.looseObject({ content_plaintext: z.string() })) })
      .parse(await t.run(account, 'crm_list_tasks', {}));
    expect(tasks.data.map((task) => task.content_plaintext)).toEqual([
      'Send Orchid the security questionnaire',
      'Book the Meridian renewal call',
      'Follow up with Idris on the pilot scope',
    ]);
  });
});

describe('crmCast', () => {
  it('chooses by slot alone: the same slot the same cast, another slot most likely another', () => {
    expect(crmCast('ada@acme.test#k3v7q2ma')).toEqual(crmCast('bo@example.org#k3v7q2ma'));
    expect(crmWorkspaceProfile('ada@acme.test#7hx2mq4b').name).toBe('Bluebird Trading');
    expect(crmCast('ada@acme.test#7hx2mq4b').people.ada).toEqual({
      first: 'Lucía',
      last: 'Eriksen',
      emails: ['lucia.eriksen@orchidretail.com'],
    });
  });

  it('seeds an identifier whose # is followed by no slot as a first account', () => {
    expect(crmCast('ada@acme.test#not-a-slot')).toEqual(crmCast('ada@acme.test'));
  });

  it('never lists a further account with the first cast’s people or companies', () => {
    const first = crmCast('ada@acme.test');
    const firstNames = new Set(Object.values(first.people).flatMap((p) => [p.first, p.last]));
    const firstCompanies = new Set(Object.values(first.companies).map((c) => c.name));
    for (const slot of ['aaaaaaaa', 'k3v7q2ma', '7hx2mq4b', 'zzzzzzzz', '22222222', 'q4b7hx2m']) {
      const cast = crmCast(`ada@acme.test#${slot}`);
      expect(cast.workspace.name).not.toBe(first.workspace.name);
      for (const person of Object.values(cast.people)) {
        expect(firstNames.has(person.first) || firstNames.has(person.last)).toBe(false);
      }
      for (const company of Object.values(cast.companies)) {
        expect(firstCompanies.has(company.name)).toBe(false);
      }
    }
  });
});
