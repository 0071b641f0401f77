import type { AttributeSpec } from '../tools/attributes.ts';

/*
 * The objects and lists every crm workspace starts with: the standard objects (people,
 * companies, deals, users, workspaces) and a custom one (projects), with attributes of every type
 * docs/connectors.md §4.2 lists; and two lists with their own attributes. A reference names the
 * object it allows by its seed name (`object/<slug>`); seed.ts turns names into ids.
 */

export type SeedObjectSlug = 'people' | 'companies' | 'deals' | 'users' | 'workspaces' | 'projects';

interface SeedObject {
  api_slug: SeedObjectSlug;
  singular_noun: string;
  plural_noun: string;
  attributes: AttributeSpec[];
}

export const SEED_OBJECTS: SeedObject[] = [
  {
    api_slug: 'companies',
    singular_noun: 'Company',
    plural_noun: 'Companies',
    attributes: [
      { api_slug: 'name', title: 'Name', type: 'text', is_required: true },
      {
        api_slug: 'domains',
        title: 'Domains',
        type: 'domain',
        is_multiselect: true,
        is_unique: true,
      },
      { api_slug: 'description', title: 'Description', type: 'text' },
      {
        api_slug: 'categories',
        title: 'Categories',
        type: 'multiselect',
        options: ['SaaS', 'B2B', 'Logistics', 'Fintech', 'Hardware'],
      },
      {
        api_slug: 'employee_range',
        title: 'Employee range',
        type: 'select',
        options: ['1-10', '11-50', '51-250', '251-1K', '1K-5K', '5K+'],
      },
      { api_slug: 'foundation_date', title: 'Foundation date', type: 'date' },
      { api_slug: 'primary_location', title: 'Primary location', type: 'location' },
      {
        api_slug: 'estimated_arr',
        title: 'Estimated ARR',
        type: 'currency',
        default_currency_code: 'USD',
      },
      {
        api_slug: 'team',
        title: 'Team',
        type: 'record-reference',
        allowed_object_ids: ['object/people'],
        is_multiselect: true,
      },
    ],
  },
  {
    api_slug: 'people',
    singular_noun: 'Person',
    plural_noun: 'People',
    attributes: [
      { api_slug: 'name', title: 'Name', type: 'personal-name' },
      {
        api_slug: 'email_addresses',
        title: 'Email addresses',
        type: 'email-address',
        is_multiselect: true,
        is_unique: true,
      },
      {
        api_slug: 'phone_numbers',
        title: 'Phone numbers',
        type: 'phone-number',
        is_multiselect: true,
      },
      { api_slug: 'job_title', title: 'Job title', type: 'text' },
      {
        api_slug: 'company',
        title: 'Company',
        type: 'record-reference',
        allowed_object_ids: ['object/companies'],
      },
      { api_slug: 'primary_location', title: 'Primary location', type: 'location' },
      { api_slug: 'last_interaction', title: 'Last interaction', type: 'interaction' },
      { api_slug: 'description', title: 'Description', type: 'text' },
    ],
  },
  {
    api_slug: 'deals',
    singular_noun: 'Deal',
    plural_noun: 'Deals',
    attributes: [
      { api_slug: 'name', title: 'Deal name', type: 'text', is_required: true },
      {
        api_slug: 'stage',
        title: 'Deal stage',
        type: 'status',
        is_required: true,
        statuses: ['Lead', 'Qualified', 'Proposal', 'Won 🎉', 'Lost'],
      },
      { api_slug: 'owner', title: 'Deal owner', type: 'actor-reference', is_required: true },
      { api_slug: 'value', title: 'Deal value', type: 'currency', default_currency_code: 'USD' },
      { api_slug: 'is_priority', title: 'Priority', type: 'checkbox' },
      {
        api_slug: 'associated_people',
        title: 'Associated people',
        type: 'record-reference',
        allowed_object_ids: ['object/people'],
        is_multiselect: true,
      },
      {
        api_slug: 'associated_company',
        title: 'Associated company',
        type: 'record-reference',
        allowed_object_ids: ['object/companies'],
      },
    ],
  },
  {
    api_slug: 'users',
    singular_noun: 'User',
    plural_noun: 'Users',
    attributes: [
      {
        api_slug: 'primary_email_address',
        title: 'Email',
        type: 'email-address',
        is_required: true,
        is_unique: true,
      },
      { api_slug: 'user_id', title: 'User ID', type: 'text', is_unique: true },
      {
        api_slug: 'person',
        title: 'Person',
        type: 'record-reference',
        allowed_object_ids: ['object/people'],
      },
      {
        api_slug: 'workspace',
        title: 'Workspaces',
        type: 'record-reference',
        allowed_object_ids: ['object/workspaces'],
        is_multiselect: true,
      },
      { api_slug: 'last_seen_at', title: 'Last seen', type: 'timestamp' },
    ],
  },
  {
    api_slug: 'workspaces',
    singular_noun: 'Workspace',
    plural_noun: 'Workspaces',
    attributes: [
      {
        api_slug: 'workspace_id',
        title: 'Workspace ID',
        type: 'text',
        is_required: true,
        is_unique: true,
      },
      { api_slug: 'name', title: 'Name', type: 'text' },
      {
        api_slug: 'company',
        title: 'Company',
        type: 'record-reference',
        allowed_object_ids: ['object/companies'],
      },
      { api_slug: 'seats', title: 'Seats', type: 'number' },
    ],
  },
  {
    api_slug: 'projects',
    singular_noun: 'Project',
    plural_noun: 'Projects',
    attributes: [
      { api_slug: 'name', title: 'Name', type: 'text', is_required: true },
      { api_slug: 'priority', title: 'Priority', type: 'select', options: ['P1', 'P2', 'P3'] },
      { api_slug: 'budget', title: 'Budget', type: 'currency', default_currency_code: 'EUR' },
      { api_slug: 'hours_estimate', title: 'Hours estimate', type: 'number' },
      { api_slug: 'is_billable', title: 'Billable', type: 'checkbox' },
      { api_slug: 'due_date', title: 'Due date', type: 'date' },
      { api_slug: 'kickoff_at', title: 'Kick-off', type: 'timestamp' },
      {
        api_slug: 'client',
        title: 'Client',
        type: 'record-reference',
        allowed_object_ids: ['object/companies'],
      },
      { api_slug: 'lead', title: 'Project lead', type: 'actor-reference' },
      { api_slug: 'contact_phone', title: 'Contact phone', type: 'phone-number' },
    ],
  },
];

interface SeedList {
  api_slug: 'sales_pipeline' | 'recruiting';
  name: string;
  parent_object: SeedObjectSlug;
  attributes: AttributeSpec[];
}

export const SEED_LISTS: SeedList[] = [
  {
    api_slug: 'sales_pipeline',
    name: 'Sales pipeline',
    parent_object: 'companies',
    attributes: [
      {
        api_slug: 'stage',
        title: 'Stage',
        type: 'status',
        statuses: ['Prospecting', 'Qualified', 'Negotiation', 'Closed'],
      },
      {
        api_slug: 'priority',
        title: 'Priority',
        type: 'select',
        options: ['High', 'Medium', 'Low'],
      },
      { api_slug: 'expected_close', title: 'Expected close', type: 'date' },
    ],
  },
  {
    api_slug: 'recruiting',
    name: 'Recruiting',
    parent_object: 'people',
    attributes: [
      {
        api_slug: 'stage',
        title: 'Stage',
        type: 'status',
        statuses: ['Applied', 'Interviewing', 'Offer'],
      },
      { api_slug: 'rating', title: 'Rating', type: 'number' },
    ],
  },
];
