import type {
  AttributeValue,
  CrmAttribute,
  CrmEntry,
  CrmError,
  CrmList,
  CrmMember,
  CrmNote,
  CrmObject,
  CrmOption,
  CrmRecord,
  CrmTask,
  CrmThread,
  CrmTokenInfo,
  CrmWebhook,
} from '../common/result-parts.ts';

/*
 * Realistic CRM results (docs/tool-results.md §"crm"): a sales team's workspace with companies,
 * people, a deal, its pipeline list, tasks, notes and comments.
 */

const WORKSPACE = '5b1f9c2e-8a47-4d3b-9e6f-0c2d1a3b4e5f';
const ADA = 'a7d0c3e1-1f2b-4c5d-8e9f-0a1b2c3d4e5f';
const LIN = 'b8e1d4f2-2a3c-4d6e-9f0a-1b2c3d4e5f60';
const OBJECTS = {
  companies: 'c0a1b2c3-0000-4000-8000-00000000c001',
  people: 'c0a1b2c3-0000-4000-8000-00000000c002',
  deals: 'c0a1b2c3-0000-4000-8000-00000000c003',
};
const ACME = 'e1f2a3b4-1111-4a5b-8c6d-7e8f9a0b1c2d';
const GLOBEX = 'e1f2a3b4-2222-4a5b-8c6d-7e8f9a0b1c2d';
const WILE = 'f2a3b4c5-3333-4b6c-9d7e-8f9a0b1c2d3e';
const DEAL = 'a3b4c5d6-4444-4c7d-8e8f-9a0b1c2d3e4f';

function meta(from = '2023-01-01T15:00:00.000000000Z') {
  return {
    active_from: from,
    active_until: null,
    created_by_actor: { type: 'workspace-member', id: ADA },
  };
}

function record(object: keyof typeof OBJECTS, id: string, values: CrmRecord['values']): CrmRecord {
  return {
    id: { workspace_id: WORKSPACE, object_id: OBJECTS[object], record_id: id },
    created_at: '2023-01-01T15:00:00.000000000Z',
    web_url: `https://crm.example.com/acme-sales/${object}/${id}`,
    values,
  };
}

export const crmCompany: { data: CrmRecord } = {
  data: record('companies', ACME, {
    name: [{ ...meta(), value: 'Acme', attribute_type: 'text' }],
    domains: [
      { ...meta(), domain: 'acme.com', root_domain: 'acme.com', attribute_type: 'domain' },
      { ...meta(), domain: 'app.acme.com', root_domain: 'acme.com', attribute_type: 'domain' },
    ],
    description: [
      { ...meta(), value: 'Industrial anvils and rocket skates.', attribute_type: 'text' },
    ],
    employee_range: [
      {
        ...meta(),
        option: { id: { option_id: 'opt-51-250' }, title: '51-250', is_archived: false },
        attribute_type: 'select',
      },
    ],
    primary_location: [
      {
        ...meta(),
        line_1: '1 Canyon Road',
        line_2: null,
        line_3: null,
        line_4: null,
        locality: 'Phoenix',
        region: 'AZ',
        postcode: '85001',
        country_code: 'US',
        latitude: null,
        longitude: null,
        attribute_type: 'location',
      },
    ],
    foundation_date: [{ ...meta(), value: '1949-09-17', attribute_type: 'date' }],
    estimated_arr_usd: [
      {
        ...meta(),
        option: { id: { option_id: 'opt-10m' }, title: '$10M-$50M', is_archived: false },
        attribute_type: 'select',
      },
    ],
    twitter: [
      {
        ...meta('2022-01-01T00:00:00.000000000Z'),
        value: '@acme_old',
        attribute_type: 'text',
        active_until: '2023-01-01T15:00:00.000000000Z',
      },
    ],
  }),
};

export const crmPeople: { data: CrmRecord[] } = {
  data: [
    record('people', WILE, {
      name: [
        {
          ...meta(),
          first_name: 'Wile E.',
          last_name: 'Coyote',
          full_name: 'Wile E. Coyote',
          attribute_type: 'personal-name',
        },
      ],
      email_addresses: [
        {
          ...meta(),
          original_email_address: 'Wile@Acme.com',
          email_address: 'wile@acme.com',
          email_domain: 'acme.com',
          email_root_domain: 'acme.com',
          email_local_specifier: 'wile',
          attribute_type: 'email-address',
        },
      ],
      phone_numbers: [
        {
          ...meta(),
          original_phone_number: '+1 602 555 0142',
          country_code: 'US',
          phone_number: '+16025550142',
          attribute_type: 'phone-number',
        },
      ],
      company: [
        {
          ...meta(),
          target_object: 'companies',
          target_record_id: ACME,
          attribute_type: 'record-reference',
        },
      ],
      job_title: [{ ...meta(), value: 'Head of Procurement', attribute_type: 'text' }],
    }),
    record('people', 'f2a3b4c5-5555-4b6c-9d7e-8f9a0b1c2d3e', {
      name: [
        {
          ...meta(),
          first_name: 'Hank',
          last_name: 'Scorpio',
          full_name: 'Hank Scorpio',
          attribute_type: 'personal-name',
        },
      ],
      email_addresses: [
        {
          ...meta(),
          original_email_address: 'hank@globex.com',
          email_address: 'hank@globex.com',
          email_domain: 'globex.com',
          email_root_domain: 'globex.com',
          email_local_specifier: 'hank',
          attribute_type: 'email-address',
        },
      ],
      company: [
        {
          ...meta(),
          target_object: 'companies',
          target_record_id: GLOBEX,
          attribute_type: 'record-reference',
        },
      ],
      last_interaction: [
        {
          ...meta(),
          interaction_type: 'calendar-event',
          interacted_at: '2024-02-20T14:30:00.000000000Z',
          owner_actor: { type: 'workspace-member', id: LIN },
          attribute_type: 'interaction',
        },
      ],
    }),
  ],
};

export const crmDeal: { data: CrmRecord } = {
  data: record('deals', DEAL, {
    name: [{ ...meta(), value: 'Acme — 500 rocket skates', attribute_type: 'text' }],
    stage: [
      {
        ...meta(),
        status: {
          id: {
            workspace_id: WORKSPACE,
            object_id: OBJECTS.deals,
            attribute_id: 'attr-stage',
            status_id: 'st-progress',
          },
          title: 'In Progress',
          is_archived: false,
        },
        attribute_type: 'status',
      },
    ],
    value: [{ ...meta(), currency_value: 4200, currency_code: 'USD', attribute_type: 'currency' }],
    owner: [
      {
        ...meta(),
        referenced_actor_type: 'workspace-member',
        referenced_actor_id: LIN,
        attribute_type: 'actor-reference',
      },
    ],
    associated_company: [
      {
        ...meta(),
        target_object: 'companies',
        target_record_id: ACME,
        attribute_type: 'record-reference',
      },
    ],
    probability: [{ ...meta(), value: 60, attribute_type: 'number' }],
    signed: [{ ...meta(), value: false, attribute_type: 'checkbox' }],
  }),
};

export const crmValueHistory: { data: AttributeValue[] } = {
  data: [
    {
      ...meta('2022-01-01T00:00:00.000000000Z'),
      active_until: '2023-06-01T09:00:00.000000000Z',
      value: 'Acme Corporation',
      attribute_type: 'text',
    },
    { ...meta('2023-06-01T09:00:00.000000000Z'), value: 'Acme', attribute_type: 'text' },
  ],
};

export const crmTasks: { data: CrmTask[] } = {
  data: [
    {
      id: { workspace_id: WORKSPACE, task_id: 'ta000000-0000-4000-8000-000000000001' },
      content_plaintext: 'Send the revised quote for 500 rocket skates',
      deadline_at: '2024-02-26T17:00:00.000Z',
      is_completed: false,
      linked_records: [{ target_object_id: OBJECTS.deals, target_record_id: DEAL }],
      assignees: [{ referenced_actor_type: 'workspace-member', referenced_actor_id: LIN }],
      created_by_actor: { type: 'workspace-member', id: ADA },
      created_at: '2024-02-19T10:00:00.000Z',
    },
    {
      id: { workspace_id: WORKSPACE, task_id: 'ta000000-0000-4000-8000-000000000002' },
      content_plaintext: 'Book the product demo with Wile',
      deadline_at: '2024-02-10T12:00:00.000Z',
      is_completed: true,
      linked_records: [],
      assignees: [],
      created_by_actor: { type: 'workspace-member', id: ADA },
      created_at: '2024-02-01T10:00:00.000Z',
    },
    {
      id: { workspace_id: WORKSPACE, task_id: 'ta000000-0000-4000-8000-000000000003' },
      content_plaintext: 'Ask Globex for a referral',
      deadline_at: null,
      is_completed: false,
      linked_records: [],
      assignees: [],
      created_by_actor: { type: 'workspace-member', id: LIN },
      created_at: '2024-02-21T10:00:00.000Z',
    },
  ],
};

export const crmNotes: { data: CrmNote[] } = {
  data: [
    {
      id: { workspace_id: WORKSPACE, note_id: 'no000000-0000-4000-8000-000000000001' },
      parent_object: 'companies',
      parent_record_id: ACME,
      title: 'Discovery call',
      meeting_id: null,
      content_plaintext:
        'Budget approved for Q2.\nThey need delivery to three warehouses.\nDecision by March 15.',
      content_markdown:
        '**Budget approved** for Q2.\n- They need delivery to three warehouses.\n- Decision by March 15.',
      tags: [],
      created_by_actor: { type: 'workspace-member', id: ADA },
      created_at: '2024-02-15T16:20:00.000Z',
    },
  ],
};

export const crmThreads: { data: CrmThread[] } = {
  data: [
    {
      id: { workspace_id: WORKSPACE, thread_id: 'th000000-0000-4000-8000-000000000001' },
      comments: [
        {
          id: { workspace_id: WORKSPACE, comment_id: 'cm000000-0000-4000-8000-000000000001' },
          thread_id: 'th000000-0000-4000-8000-000000000001',
          content_plaintext: 'Legal wants the liability clause changed.',
          entry: null,
          record: { object_id: OBJECTS.deals, record_id: DEAL },
          resolved_at: null,
          resolved_by: null,
          created_at: '2024-02-20T09:00:00.000Z',
          author: { type: 'workspace-member', id: LIN },
        },
        {
          id: { workspace_id: WORKSPACE, comment_id: 'cm000000-0000-4000-8000-000000000002' },
          thread_id: 'th000000-0000-4000-8000-000000000001',
          content_plaintext: 'Sent them our standard wording; waiting to hear back.',
          entry: null,
          record: { object_id: OBJECTS.deals, record_id: DEAL },
          resolved_at: '2024-02-21T11:00:00.000Z',
          resolved_by: { type: 'workspace-member', id: ADA },
          created_at: '2024-02-20T15:45:00.000Z',
          author: { type: 'workspace-member', id: ADA },
        },
      ],
      created_at: '2024-02-20T09:00:00.000Z',
    },
  ],
};

const PIPELINE = 'li000000-0000-4000-8000-000000000001';

export const crmLists: { data: CrmList[] } = {
  data: [
    {
      id: { workspace_id: WORKSPACE, list_id: PIPELINE },
      api_slug: 'enterprise_pipeline',
      name: 'Enterprise pipeline',
      parent_object: ['companies'],
      workspace_access: 'read-and-write',
      workspace_member_access: [],
      created_by_actor: { type: 'workspace-member', id: ADA },
      created_at: '2023-11-02T08:00:00.000Z',
    },
    {
      id: { workspace_id: WORKSPACE, list_id: 'li000000-0000-4000-8000-000000000002' },
      api_slug: 'partners',
      name: 'Partners',
      parent_object: [],
      workspace_access: 'read-only',
      workspace_member_access: [{ workspace_member_id: ADA, level: 'full-access' }],
      created_by_actor: { type: 'workspace-member', id: ADA },
      created_at: '2023-12-11T08:00:00.000Z',
    },
  ],
};

export const crmEntries: { data: CrmEntry[] } = {
  data: [
    {
      id: {
        workspace_id: WORKSPACE,
        list_id: PIPELINE,
        entry_id: 'en000000-0000-4000-8000-000000000001',
      },
      parent_record_id: ACME,
      parent_object: 'companies',
      created_at: '2024-01-10T10:00:00.000Z',
      entry_values: {
        stage: [
          {
            ...meta(),
            status: { id: { status_id: 'st-qualified' }, title: 'Qualified', is_archived: false },
            attribute_type: 'status',
          },
        ],
        expected_close: [{ ...meta(), value: '2024-03-15', attribute_type: 'date' }],
      },
    },
    {
      id: {
        workspace_id: WORKSPACE,
        list_id: PIPELINE,
        entry_id: 'en000000-0000-4000-8000-000000000002',
      },
      parent_record_id: GLOBEX,
      parent_object: 'companies',
      created_at: '2024-02-02T10:00:00.000Z',
      entry_values: {
        stage: [
          {
            ...meta(),
            status: { id: { status_id: 'st-lead' }, title: 'Lead', is_archived: false },
            attribute_type: 'status',
          },
        ],
        expected_close: [],
      },
    },
  ],
};

export const crmObjects: { data: CrmObject[] } = {
  data: (['companies', 'people', 'deals'] as const).map((slug) => ({
    id: { workspace_id: WORKSPACE, object_id: OBJECTS[slug] },
    api_slug: slug,
    singular_noun: { companies: 'Company', people: 'Person', deals: 'Deal' }[slug],
    plural_noun: { companies: 'Companies', people: 'People', deals: 'Deals' }[slug],
    created_at: '2023-01-01T15:00:00.000Z',
  })),
};

function attribute(
  slug: string,
  title: string,
  type: string,
  rules: Partial<CrmAttribute> = {},
): CrmAttribute {
  return {
    id: { workspace_id: WORKSPACE, object_id: OBJECTS.companies, attribute_id: `at-${slug}` },
    title,
    description: null,
    api_slug: slug,
    type,
    is_system_attribute: true,
    is_writable: true,
    is_required: false,
    is_unique: false,
    is_multiselect: false,
    is_archived: false,
    default_value: null,
    relationship: null,
    created_at: '2023-01-01T15:00:00.000Z',
    config: {
      currency: { default_currency_code: null, display_type: null },
      record_reference: { allowed_object_ids: null },
    },
    ...rules,
  };
}

export const crmAttributes: { data: CrmAttribute[] } = {
  data: [
    attribute('name', 'Name', 'text', { is_required: true }),
    attribute('domains', 'Domains', 'domain', { is_unique: true, is_multiselect: true }),
    attribute('employee_range', 'Employee range', 'select'),
    attribute('renewal_value', 'Renewal value', 'currency', { is_system_attribute: false }),
  ],
};

export const crmOptions: { data: CrmOption[] } = {
  data: ['1-10', '11-50', '51-250', '251-1K', '1K-5K'].map((title, index) => ({
    id: {
      workspace_id: WORKSPACE,
      object_id: OBJECTS.companies,
      attribute_id: 'at-employee_range',
      option_id: `opt-${index}`,
    },
    title,
    is_archived: title === '1K-5K',
  })),
};

export const crmMembers: { data: CrmMember[] } = {
  data: [
    {
      id: { workspace_id: WORKSPACE, workspace_member_id: ADA },
      first_name: 'Ada',
      last_name: 'Lovelace',
      avatar_url: null,
      email_address: 'ada@example.com',
      access_level: 'admin',
      created_at: '2023-01-01T15:00:00.000Z',
    },
    {
      id: { workspace_id: WORKSPACE, workspace_member_id: LIN },
      first_name: 'Lin',
      last_name: 'Chen',
      avatar_url: null,
      email_address: 'lin@example.com',
      access_level: 'member',
      created_at: '2023-03-01T15:00:00.000Z',
    },
  ],
};

export const crmWebhooks: { data: CrmWebhook[] } = {
  data: [
    {
      id: { workspace_id: WORKSPACE, webhook_id: 'wh000000-0000-4000-8000-000000000001' },
      target_url: 'https://hooks.example.com/crm/records',
      subscriptions: [
        { event_type: 'record.created', filter: null },
        { event_type: 'record.updated', filter: null },
      ],
      status: 'active',
      created_at: '2024-01-05T10:00:00.000Z',
    },
    {
      id: { workspace_id: WORKSPACE, webhook_id: 'wh000000-0000-4000-8000-000000000002' },
      target_url: 'https://old-hooks.example.com/notes',
      subscriptions: [{ event_type: 'note.created', filter: null }],
      status: 'degraded',
      created_at: '2023-09-05T10:00:00.000Z',
    },
  ],
};

export const crmTokenInfo: CrmTokenInfo = {
  active: true,
  scope: 'record_permission:read-write note:read-write task:read-write',
  token_type: 'Bearer',
  workspace_id: WORKSPACE,
  workspace_name: 'Acme Sales',
  workspace_slug: 'acme-sales',
  workspace_logo_url: null,
  authorized_by_workspace_member_id: ADA,
  workspace: { id: WORKSPACE, name: 'Acme Sales' },
  actor: { type: 'workspace-member', id: ADA, name: 'Ada Lovelace', email: 'ada@example.com' },
  scopes: ['record_permission:read-write', 'note:read-write', 'task:read-write'],
};

export const crmConflict: CrmError = {
  status_code: 409,
  type: 'invalid_request_error',
  code: 'uniqueness_conflict',
  message:
    'Uniqueness conflict: a record with domains "acme.com" already exists on object "companies".',
};
