import { formatCount } from '../common/format.ts';

/*
 * Every string the crm viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { crm: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 * Counts are numbers: a function picks its language's plural form and formats them with Intl.
 */

function counted(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${count === 1 ? one : other}`;
}

export const CRM_VIEWER_STRINGS = {
  /** An empty body: the answer of a deletion. */
  deleted: 'Done. The service returned no data.',

  /** The captions of the tables, which also name their scroll regions. */
  recordCount: (count: number) => counted(count, 'record', 'records'),
  entryCount: (count: number) => counted(count, 'entry', 'entries'),
  objectCount: (count: number) => counted(count, 'object', 'objects'),
  attributeCount: (count: number) => counted(count, 'attribute', 'attributes'),
  listCount: (count: number) => counted(count, 'list', 'lists'),
  valueCount: (count: number) => counted(count, 'value', 'values'),
  webhookCount: (count: number) => counted(count, 'webhook', 'webhooks'),

  // Column headers; attribute columns are headed by the attribute's slug, as the service names it.
  recordColumn: 'Record',
  addedColumn: 'Added',
  objectColumn: 'Object',
  slugColumn: 'Slug',
  /** The object's singular noun: "One record is a" company. */
  singularColumn: 'One record is a',
  attributeColumn: 'Attribute',
  typeColumn: 'Type',
  /** The attribute's flags (required, unique…). */
  rulesColumn: 'Rules',
  listColumn: 'List',
  workspaceAccessColumn: 'Workspace access',
  valueColumn: 'Value',
  currentFromColumn: 'Current from',
  untilColumn: 'Until',
  targetUrlColumn: 'Target URL',
  statusColumn: 'Status',
  eventsColumn: 'Events',

  // An attribute's flags, joined by commas in the Rules column.
  required: 'required',
  unique: 'unique',
  multiselect: 'multiple values',
  system: 'system',
  archived: 'archived',
  /** After an archived option's title. */
  archivedOption: ' (archived)',
  /** The accessible name of an attribute's list of options or statuses. */
  options: 'Options',

  // Attribute values
  yes: 'Yes',
  no: 'No',
  /** Before the short id of a workspace member (an actor reference, a comment's author). */
  member: 'Member',
  /** In place of the end date of a value that is still current. */
  now: 'now',

  /** Before the creation date of a record. */
  created: 'Created',

  // Tasks
  tasks: 'Tasks',
  taskDone: 'Done',
  taskOpen: 'Open',
  /** Before the deadline of an open task whose deadline has passed. */
  overdueSince: 'Overdue since',
  /** Before the deadline of a task. */
  due: 'Due',
  noDeadline: 'No deadline',
  assigneeCount: (count: number) => counted(count, 'assignee', 'assignees'),
  linkedRecordCount: (count: number) => counted(count, 'linked record', 'linked records'),

  // Notes
  notes: 'Notes',
  untitledNote: 'Untitled note',
  /** Before the short id of the record a note is on: "On companies" 1a2b3c4d. */
  noteOn: (object: string) => `On ${object}`,

  // Comments
  comments: 'Comments',
  /** The accessible name of the n-th thread of comments, from 1. */
  thread: (position: number) => `Thread ${formatCount(position)}`,
  resolved: 'Resolved',

  members: 'Workspace members',

  // The token info card
  accessToken: 'Access token',
  active: 'Active',
  inactive: 'Inactive',
  workspace: 'Workspace',
  actsAs: 'Acts as',
  scopes: 'Scopes',
  noScopes: 'None',
};

export type CrmViewerStrings = typeof CRM_VIEWER_STRINGS;
