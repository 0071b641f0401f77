import { emailWord } from '../../account-variant.ts';
import type { CrmObject } from '../store.ts';
import type { CastPerson, CrmCast } from './cast.ts';

/*
 * The workspace every crm account starts with: a small B2B sales team's CRM. Each seeded thing has
 * a seed name, from which build-ids.ts makes its id, stable (the same in every account) so tests
 * and demo scripts can name it; the member who connected the account is made from its identifier.
 * Who the companies and people are comes from the account's cast (cast.ts).
 */

/** The seed names of the workspace's objects, lists, members and records, by key. */
export const SEED_NAMES = {
  members: {
    maya: 'member/maya',
    tom: 'member/tom',
    lena: 'member/lena',
  },
  objects: {
    people: 'object/people',
    companies: 'object/companies',
    deals: 'object/deals',
    users: 'object/users',
    workspaces: 'object/workspaces',
    projects: 'object/projects',
  },
  lists: { sales_pipeline: 'list/sales_pipeline', recruiting: 'list/recruiting' },
  companies: {
    acme: 'record/acme',
    globex: 'record/globex',
    initech: 'record/initech',
    umbrella: 'record/umbrella',
  },
  people: {
    ada: 'record/ada',
    ben: 'record/ben',
    chloe: 'record/chloe',
    dev: 'record/dev',
    eva: 'record/eva',
  },
  deals: {
    acmeExpansion: 'record/acme-expansion',
    globexRenewal: 'record/globex-renewal',
    initechPilot: 'record/initech-pilot',
  },
  users: { ada: 'record/user-ada', dev: 'record/user-dev' },
  workspaces: { acmeProduction: 'record/workspace-acme' },
  projects: {
    acmeSso: 'record/acme-sso',
    globexMigration: 'record/globex-migration',
  },
  entries: {
    acmeInPipeline: 'entry/acme-pipeline',
    globexInPipeline: 'entry/globex-pipeline',
    initechInPipeline: 'entry/initech-pipeline',
    devInRecruiting: 'entry/dev-recruiting',
  },
  tasks: {
    questionnaire: 'task/questionnaire',
    renewalCall: 'task/renewal-call',
    followUp: 'task/follow-up',
  },
  notes: {
    discovery: 'note/discovery',
    renewalTerms: 'note/renewal-terms',
    adaEmail: 'note/ada-email',
  },
  meetings: {
    acmeDiscovery: 'meeting/acme-discovery',
    globexReview: 'meeting/globex-review',
  },
  threads: {
    acmeDpa: 'thread/acme-dpa',
    pipelineProcurement: 'thread/pipeline-procurement',
  },
  comments: {
    dpaQuestion: 'comment/dpa-question',
    dpaAnswer: 'comment/dpa-answer',
    procurement: 'comment/procurement',
  },
  webhooks: { records: 'webhook/records', tasks: 'webhook/tasks' },
} as const;

/**
 * A record the workspace starts with: its seed name and its values, by attribute slug. A value
 * naming a seed record or member (`record/acme`, `member/maya`) refers to it.
 */
export type RecordSeed = [name: string, values: Record<string, unknown[]>];

const fullName = (person: CastPerson) => `${person.first} ${person.last}`;

export function companies({ companies: c }: CrmCast): RecordSeed[] {
  return [
    [
      'record/acme',
      {
        name: [c.acme.name],
        domains: [c.acme.domain, `app.${c.acme.domain}`],
        description: ['Industrial automation software for mid-size factories.'],
        categories: ['SaaS', 'B2B'],
        employee_range: ['251-1K'],
        foundation_date: ['2009-04-01'],
        primary_location: [
          {
            line_1: '1 Market St',
            locality: 'San Francisco',
            region: 'CA',
            postcode: '94105',
            country_code: 'US',
          },
        ],
        estimated_arr: [4200000],
      },
    ],
    [
      'record/globex',
      {
        name: [c.globex.name],
        domains: [c.globex.domain],
        categories: ['Fintech'],
        employee_range: ['1K-5K'],
        primary_location: ['200 Park Ave, New York'],
        estimated_arr: [{ currency_value: 12500000, currency_code: 'USD' }],
      },
    ],
    [
      'record/initech',
      {
        name: [c.initech.name],
        domains: [c.initech.domain],
        categories: ['B2B', 'Hardware'],
        employee_range: ['51-250'],
        primary_location: [{ locality: 'Paris', country_code: 'FR' }],
      },
    ],
    [
      'record/umbrella',
      {
        name: [c.umbrella.name],
        domains: [c.umbrella.domain],
        categories: ['Logistics'],
        employee_range: ['5K+'],
        primary_location: [{ locality: 'Hamburg', country_code: 'DE' }],
      },
    ],
  ];
}

export function people({ people: p }: CrmCast): RecordSeed[] {
  return [
    [
      'record/ada',
      {
        name: [{ first_name: p.ada.first, last_name: p.ada.last }],
        email_addresses: p.ada.emails,
        phone_numbers: ['+1 415 555 0100'],
        job_title: ['CTO'],
        company: [{ target_object: 'companies', target_record_id: 'record/acme' }],
        primary_location: [{ locality: 'San Francisco', country_code: 'US' }],
        last_interaction: [{ interaction_type: 'email', interacted_at: '2025-02-03T16:20:00Z' }],
      },
    ],
    [
      'record/ben',
      {
        name: [fullName(p.ben)],
        email_addresses: p.ben.emails,
        job_title: ['Head of Operations'],
        company: ['record/globex'],
      },
    ],
    [
      'record/chloe',
      {
        name: [fullName(p.chloe)],
        email_addresses: p.chloe.emails,
        phone_numbers: [{ original_phone_number: '+33 1 23 45 67 89', country_code: 'FR' }],
        job_title: ['VP Engineering'],
        company: ['record/initech'],
        primary_location: [{ locality: 'Paris', country_code: 'FR' }],
      },
    ],
    [
      'record/dev',
      {
        name: [fullName(p.dev)],
        email_addresses: p.dev.emails,
        job_title: ['Staff Engineer'],
        company: ['record/acme'],
      },
    ],
    [
      'record/eva',
      {
        name: [fullName(p.eva)],
        email_addresses: p.eva.emails,
        job_title: ['COO'],
        company: ['record/umbrella'],
        description: ['Met at the Hamburg logistics summit.'],
      },
    ],
  ];
}

export function deals({ companies: c, workspace }: CrmCast): RecordSeed[] {
  return [
    [
      'record/acme-expansion',
      {
        name: [`${c.acme.short} expansion`],
        stage: ['Proposal'],
        owner: ['member/maya'],
        value: [48000],
        is_priority: [true],
        associated_people: ['record/ada'],
        associated_company: ['record/acme'],
      },
    ],
    [
      'record/globex-renewal',
      {
        name: [`${c.globex.short} renewal`],
        stage: ['Qualified'],
        owner: [{ referenced_actor_type: 'workspace-member', referenced_actor_id: 'member/tom' }],
        value: [120000],
        associated_people: ['record/ben'],
        associated_company: ['record/globex'],
      },
    ],
    [
      'record/initech-pilot',
      {
        name: [`${c.initech.short} pilot`],
        stage: ['Lead'],
        owner: [{ workspace_member_email_address: `lena@${workspace.domain}` }],
        value: [{ currency_value: 15000, currency_code: 'EUR' }],
        associated_people: ['record/chloe'],
        associated_company: ['record/initech'],
      },
    ],
  ];
}

/** A record of another object: the object's slug, then the record's seed. */
type OtherRecordSeed = [object: CrmObject['api_slug'], ...RecordSeed];

export function others({ companies: c, people: p }: CrmCast): OtherRecordSeed[] {
  return [
    [
      'workspaces',
      'record/workspace-acme',
      {
        workspace_id: [`ws_${emailWord(c.acme.short)}_prod`],
        name: [`${c.acme.short} Production`],
        company: ['record/acme'],
        seats: [40],
      },
    ],
    [
      'users',
      'record/user-ada',
      {
        primary_email_address: [p.ada.emails[0]],
        user_id: [`u_${emailWord(p.ada.first)}`],
        person: ['record/ada'],
        workspace: ['record/workspace-acme'],
        last_seen_at: ['2025-02-10T08:00:00Z'],
      },
    ],
    [
      'users',
      'record/user-dev',
      {
        primary_email_address: [p.dev.emails[0]],
        user_id: [`u_${emailWord(p.dev.first)}`],
        person: ['record/dev'],
        workspace: ['record/workspace-acme'],
      },
    ],
    [
      'projects',
      'record/acme-sso',
      {
        name: [`${c.acme.short} SSO rollout`],
        priority: ['P1'],
        budget: [25000],
        hours_estimate: [120],
        is_billable: [true],
        due_date: ['2025-09-30'],
        kickoff_at: ['2025-03-03T09:00:00+01:00'],
        client: ['record/acme'],
        lead: ['member/maya'],
        contact_phone: ['+1 415 555 0199'],
      },
    ],
    [
      'projects',
      'record/globex-migration',
      {
        name: [`${c.globex.short} data migration`],
        priority: ['P2'],
        hours_estimate: [60],
        is_billable: [false],
        client: ['record/globex'],
        lead: ['member/tom'],
      },
    ],
  ];
}
