import { type ConnectorSimulator, defineSimulator } from '../simulator.ts';
import { seedCrmFromTemplate } from './seed/seed-template.ts';
import { type CrmWorkspace, openCrmWorkspace } from './store.ts';
import {
  createAttribute,
  getAttribute,
  listAttributeOptions,
  listAttributeStatuses,
  listAttributes,
} from './tools/attributes.ts';
import { createComment, deleteComment, getComment, listThreads } from './tools/comments.ts';
import {
  addToList,
  getListEntry,
  listEntries,
  listRecordEntries,
  removeFromList,
} from './tools/entries.ts';
import { createList, getList, listLists } from './tools/lists.ts';
import { listMeetings } from './tools/meetings.ts';
import { getWorkspaceMember, listWorkspaceMembers } from './tools/members.ts';
import { createNote, deleteNote, getNote, listNotes } from './tools/notes.ts';
import { createObject, getObject, listObjects } from './tools/objects.ts';
import {
  anyObjectRecordTools,
  getRecordAttributeValues,
  recordTools,
  searchRecords,
} from './tools/records.ts';
import { createTask, deleteTask, getTask, listTasks } from './tools/tasks.ts';
import { getCurrentTokenInfo } from './tools/token-info.ts';
import { deleteWebhook, getWebhook, listWebhooks } from './tools/webhooks.ts';

const people = recordTools('people');
const companies = recordTools('companies');
const deals = recordTools('deals');
const users = recordTools('users');
const workspaces = recordTools('workspaces');

/** The simulated CRM (docs/connectors.md §4.2): all 58 crm tools. */
const crmSimulator = defineSimulator<'crm', CrmWorkspace>({
  open: openCrmWorkspace,
  seed: seedCrmFromTemplate,
  handlers: {
    crm_create_person: people.create,
    crm_list_people: people.list,
    crm_get_person: people.get,
    crm_delete_person: people.delete,
    crm_create_company: companies.create,
    crm_list_companies: companies.list,
    crm_get_company: companies.get,
    crm_delete_company: companies.delete,
    crm_create_deal: deals.create,
    crm_list_deals: deals.list,
    crm_get_deal: deals.get,
    crm_delete_deal: deals.delete,
    crm_create_record: anyObjectRecordTools.create,
    crm_list_records: anyObjectRecordTools.list,
    crm_search_records: searchRecords,
    crm_get_record: anyObjectRecordTools.get,
    crm_delete_record: anyObjectRecordTools.delete,
    crm_get_record_attribute_values: getRecordAttributeValues,
    crm_create_task: createTask,
    crm_list_tasks: listTasks,
    crm_get_task: getTask,
    crm_delete_task: deleteTask,
    crm_create_note: createNote,
    crm_list_notes: listNotes,
    crm_get_note: getNote,
    crm_delete_note: deleteNote,
    crm_create_comment: createComment,
    crm_get_comment: getComment,
    crm_delete_comment: deleteComment,
    crm_list_threads: listThreads,
    crm_list_lists: listLists,
    crm_create_list: createList,
    crm_get_list: getList,
    crm_list_entries: listEntries,
    crm_get_list_entry: getListEntry,
    crm_add_to_list: addToList,
    crm_remove_from_list: removeFromList,
    crm_list_record_entries: listRecordEntries,
    crm_list_objects: listObjects,
    crm_get_object: getObject,
    crm_create_object: createObject,
    crm_list_attributes: listAttributes,
    crm_get_attribute: getAttribute,
    crm_create_attribute: createAttribute,
    crm_list_attribute_options: listAttributeOptions,
    crm_list_attribute_statuses: listAttributeStatuses,
    crm_list_workspace_members: listWorkspaceMembers,
    crm_get_workspace_member: getWorkspaceMember,
    crm_list_user_records: users.list,
    crm_delete_user_record: users.delete,
    crm_list_workspace_records: workspaces.list,
    crm_get_workspace_record: workspaces.get,
    crm_delete_workspace_record: workspaces.delete,
    crm_list_webhooks: listWebhooks,
    crm_get_webhook: getWebhook,
    crm_delete_webhook: deleteWebhook,
    crm_list_meetings: listMeetings,
    crm_get_current_token_info: getCurrentTokenInfo,
  },
});

/** The simulated CRM keeps everything in the workspace store, so every emulator shares one. */
export function createCrmSimulator(): ConnectorSimulator {
  return crmSimulator;
}
