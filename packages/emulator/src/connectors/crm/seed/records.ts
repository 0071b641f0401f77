import { type CrmObject, SELF_MEMBER_ID } from '../store.ts';
import { LIST_IDS, OBJECT_IDS, seedId } from './schema.ts';

/*
 * The workspace every crm account starts with: a small B2B sales team's CRM. Ids are stable (the
 * same in every account) so tests and demo scripts can name them; the member who connected the
 * account is made from its identifier.
 */

export const CRM_SEED = {
  members: {
    self: SELF_MEMBER_ID,
    maya: seedId('member/maya'),
    tom: seedId('member/tom'),
    lena: seedId('member/lena'),
  },
  objects: OBJECT_IDS,
  lists: LIST_IDS,
  companies: {
    acme: seedId('record/acme'),
    globex: seedId('record/globex'),
    initech: seedId('record/initech'),
    umbrella: seedId('record/umbrella'),
  },
  people: {
    ada: seedId('record/ada'),
    ben: seedId('record/ben'),
    chloe: seedId('record/chloe'),
    dev: seedId('record/dev'),
    eva: seedId('record/eva'),
  },
  deals: {
    acmeExpansion: seedId('record/acme-expansion'),
    globexRenewal: seedId('record/globex-renewal'),
    initechPilot: seedId('record/initech-pilot'),
  },
  users: { ada: seedId('record/user-ada'), dev: seedId('record/user-dev') },
  workspaces: { acmeProduction: seedId('record/workspace-acme') },
  projects: {
    acmeSso: seedId('record/acme-sso'),
    globexMigration: seedId('record/globex-migration'),
  },
  entries: {
    acmeInPipeline: seedId('entry/acme-pipeline'),
    globexInPipeline: seedId('entry/globex-pipeline'),
    initechInPipeline: seedId('entry/initech-pipeline'),
    devInRecruiting: seedId('entry/dev-recruiting'),
  },
  tasks: {
    questionnaire: seedId('task/questionnaire'),
    renewalCall: seedId('task/renewal-call'),
    followUp: seedId('task/follow-up'),
  },
  notes: {
    discovery: seedId('note/discovery'),
    renewalTerms: seedId('note/renewal-terms'),
    adaEmail: seedId('note/ada-email'),
  },
  meetings: {
    acmeDiscovery: seedId('meeting/acme-discovery'),
    globexReview: seedId('meeting/globex-review'),
  },
  threads: {
    acmeDpa: seedId('thread/acme-dpa'),
    pipelineProcurement: seedId('thread/pipeline-procurement'),
  },
  comments: {
    dpaQuestion: seedId('comment/dpa-question'),
    dpaAnswer: seedId('comment/dpa-answer'),
    procurement: seedId('comment/procurement'),
  },
  webhooks: { records: seedId('webhook/records'), tasks: seedId('webhook/tasks') },
} as const;

const { members: M, companies: C, people: P, deals: D } = CRM_SEED;

/** A record the workspace starts with: its id and its values, by attribute slug. */
export type RecordSeed = [id: string, values: Record<string, unknown[]>];

export const COMPANIES: RecordSeed[] = [
  [
    C.acme,
    {
      name: ['Acme Corporation'],
      domains: ['acme.com', 'app.acme.com'],
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
    C.globex,
    {
      name: ['Globex'],
      domains: ['globex.com'],
      categories: ['Fintech'],
      employee_range: ['1K-5K'],
      primary_location: ['200 Park Ave, New York'],
      estimated_arr: [{ currency_value: 12500000, currency_code: 'USD' }],
    },
  ],
  [
    C.initech,
    {
      name: ['Initech'],
      domains: ['initech.com'],
      categories: ['B2B', 'Hardware'],
      employee_range: ['51-250'],
      primary_location: [{ locality: 'Paris', country_code: 'FR' }],
    },
  ],
  [
    C.umbrella,
    {
      name: ['Umbrella Logistics'],
      domains: ['umbrella-logistics.com'],
      categories: ['Logistics'],
      employee_range: ['5K+'],
      primary_location: [{ locality: 'Hamburg', country_code: 'DE' }],
    },
  ],
];

export const PEOPLE: RecordSeed[] = [
  [
    P.ada,
    {
      name: [{ first_name: 'Ada', last_name: 'Park' }],
      email_addresses: ['ada.park@acme.com'],
      phone_numbers: ['+1 415 555 0100'],
      job_title: ['CTO'],
      company: [{ target_object: 'companies', target_record_id: C.acme }],
      primary_location: [{ locality: 'San Francisco', country_code: 'US' }],
      last_interaction: [{ interaction_type: 'email', interacted_at: '2025-02-03T16:20:00Z' }],
    },
  ],
  [
    P.ben,
    {
      name: ['Ben Ortiz'],
      email_addresses: ['ben@globex.com'],
      job_title: ['Head of Operations'],
      company: [C.globex],
    },
  ],
  [
    P.chloe,
    {
      name: ['Chloé Martin'],
      email_addresses: ['chloe.martin@initech.com', 'chloe@martin.example.com'],
      phone_numbers: [{ original_phone_number: '+33 1 23 45 67 89', country_code: 'FR' }],
      job_title: ['VP Engineering'],
      company: [C.initech],
      primary_location: [{ locality: 'Paris', country_code: 'FR' }],
    },
  ],
  [
    P.dev,
    {
      name: ['Dev Rao'],
      email_addresses: ['dev@acme.com'],
      job_title: ['Staff Engineer'],
      company: [C.acme],
    },
  ],
  [
    P.eva,
    {
      name: ['Eva Müller'],
      email_addresses: ['eva.mueller@umbrella-logistics.com'],
      job_title: ['COO'],
      company: [C.umbrella],
      description: ['Met at the Hamburg logistics summit.'],
    },
  ],
];

export const DEALS: RecordSeed[] = [
  [
    D.acmeExpansion,
    {
      name: ['Acme expansion'],
      stage: ['Proposal'],
      owner: [M.maya],
      value: [48000],
      is_priority: [true],
      associated_people: [P.ada],
      associated_company: [C.acme],
    },
  ],
  [
    D.globexRenewal,
    {
      name: ['Globex renewal'],
      stage: ['Qualified'],
      owner: [{ referenced_actor_type: 'workspace-member', referenced_actor_id: M.tom }],
      value: [120000],
      associated_people: [P.ben],
      associated_company: [C.globex],
    },
  ],
  [
    D.initechPilot,
    {
      name: ['Initech pilot'],
      stage: ['Lead'],
      owner: [{ workspace_member_email_address: 'lena@northwind.example.com' }],
      value: [{ currency_value: 15000, currency_code: 'EUR' }],
      associated_people: [P.chloe],
      associated_company: [C.initech],
    },
  ],
];

export const OTHERS: [object: CrmObject['api_slug'], ...RecordSeed][] = [
  [
    'workspaces',
    CRM_SEED.workspaces.acmeProduction,
    { workspace_id: ['ws_acme_prod'], name: ['Acme Production'], company: [C.acme], seats: [40] },
  ],
  [
    'users',
    CRM_SEED.users.ada,
    {
      primary_email_address: ['ada.park@acme.com'],
      user_id: ['u_ada'],
      person: [P.ada],
      workspace: [CRM_SEED.workspaces.acmeProduction],
      last_seen_at: ['2025-02-10T08:00:00Z'],
    },
  ],
  [
    'users',
    CRM_SEED.users.dev,
    {
      primary_email_address: ['dev@acme.com'],
      user_id: ['u_dev'],
      person: [P.dev],
      workspace: [CRM_SEED.workspaces.acmeProduction],
    },
  ],
  [
    'projects',
    CRM_SEED.projects.acmeSso,
    {
      name: ['Acme SSO rollout'],
      priority: ['P1'],
      budget: [25000],
      hours_estimate: [120],
      is_billable: [true],
      due_date: ['2025-09-30'],
      kickoff_at: ['2025-03-03T09:00:00+01:00'],
      client: [C.acme],
      lead: [M.maya],
      contact_phone: ['+1 415 555 0199'],
    },
  ],
  [
    'projects',
    CRM_SEED.projects.globexMigration,
    {
      name: ['Globex data migration'],
      priority: ['P2'],
      hours_estimate: [60],
      is_billable: [false],
      client: [C.globex],
      lead: [M.tom],
    },
  ],
];
