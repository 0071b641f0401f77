import { serviceErrorSchemas, toolResultSchemas } from '@plugboard/schema/results';
import { expect, test } from 'vitest';
import {
  crmAttributes,
  crmCompany,
  crmConflict,
  crmDeal,
  crmEntries,
  crmLists,
  crmMembers,
  crmNotes,
  crmObjects,
  crmOptions,
  crmPeople,
  crmTasks,
  crmThreads,
  crmTokenInfo,
  crmValueHistory,
  crmWebhooks,
} from './fixtures.ts';

// The viewer trusts the tool's name for the shape of its result: its fixtures must be that shape.
test.each([
  ['crm_get_company', crmCompany, toolResultSchemas.crm_get_company],
  ['crm_list_people', crmPeople, toolResultSchemas.crm_list_people],
  ['crm_get_deal', crmDeal, toolResultSchemas.crm_get_deal],
  [
    'crm_get_record_attribute_values',
    crmValueHistory,
    toolResultSchemas.crm_get_record_attribute_values,
  ],
  ['crm_list_tasks', crmTasks, toolResultSchemas.crm_list_tasks],
  ['crm_list_notes', crmNotes, toolResultSchemas.crm_list_notes],
  ['crm_list_threads', crmThreads, toolResultSchemas.crm_list_threads],
  ['crm_list_lists', crmLists, toolResultSchemas.crm_list_lists],
  ['crm_list_entries', crmEntries, toolResultSchemas.crm_list_entries],
  ['crm_list_objects', crmObjects, toolResultSchemas.crm_list_objects],
  ['crm_list_attributes', crmAttributes, toolResultSchemas.crm_list_attributes],
  ['crm_list_attribute_options', crmOptions, toolResultSchemas.crm_list_attribute_options],
  ['crm_list_workspace_members', crmMembers, toolResultSchemas.crm_list_workspace_members],
  ['crm_list_webhooks', crmWebhooks, toolResultSchemas.crm_list_webhooks],
  ['crm_get_current_token_info', crmTokenInfo, toolResultSchemas.crm_get_current_token_info],
  ['an error body', crmConflict, serviceErrorSchemas.crm],
] as const)('the fixture of %s parses with its schema', (_tool, fixture, schema) => {
  expect(schema.safeParse(fixture).error?.issues).toBeUndefined();
});
