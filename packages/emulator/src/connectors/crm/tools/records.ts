import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { fuzzyScore } from '../model/fuzzy.ts';
import { attributesOf, findAttribute, findObject, findRecord } from '../model/lookup.ts';
import { type ListQuery, runListQuery } from '../model/query.ts';
import { deleteRecord } from '../model/record-deletion.ts';
import {
  activeValues,
  checkRequired,
  checkUnique,
  renderValues,
  valueKey,
  writeValues,
} from '../model/values.ts';
import type {
  Attribute,
  CrmObject,
  CrmRecord,
  CrmWorkspace,
  StoredValue,
  Values,
} from '../store.ts';

type ValuesInput = Record<string, unknown[]>;

/** docs/tool-results.md Record: every attribute of the object, with its values in effect. */
function renderRecord(
  workspace: CrmWorkspace,
  object: CrmObject,
  attributes: readonly Attribute[],
  record: CrmRecord,
): ToolData {
  return {
    id: { workspace_id: workspace.workspaceId, object_id: object.id, record_id: record.id },
    created_at: record.created_at,
    web_url: `https://crm.example.com/${workspace.profile.slug}/${object.api_slug}/${record.id}`,
    values: Object.fromEntries(
      attributes.map((attribute) => [
        attribute.api_slug,
        renderValues(activeValues(record.values[attribute.api_slug])),
      ]),
    ),
  };
}

function objectParent(object: CrmObject) {
  return { type: 'object', object_id: object.id } as const;
}

/** The values the CRM sets itself on a new record (`created_at`, `created_by`). */
function systemValues(workspace: CrmWorkspace, attributes: readonly Attribute[]): Values {
  const meta = {
    active_from: workspace.now,
    active_until: null,
    created_by_actor: workspace.actor,
  };
  const values: Values = {};
  for (const attribute of attributes.filter((candidate) => candidate.is_system_attribute)) {
    if (attribute.api_slug === 'created_at') {
      values.created_at = [{ ...meta, value: workspace.now, attribute_type: 'timestamp' }];
    }
    if (attribute.api_slug === 'created_by' && workspace.actor.id !== null) {
      values.created_by = [
        {
          ...meta,
          referenced_actor_type: workspace.actor.type,
          referenced_actor_id: workspace.actor.id,
          attribute_type: 'actor-reference',
        },
      ];
    }
  }
  return values;
}

/** Saves attributes whose options or statuses a write added to. */
export async function saveGrownAttributes(
  workspace: CrmWorkspace,
  before: readonly Attribute[],
  after: readonly Attribute[],
): Promise<void> {
  for (const attribute of after) {
    const old = before.find((candidate) => candidate.id === attribute.id);
    if (
      old?.options.length !== attribute.options.length ||
      old.statuses.length !== attribute.statuses.length
    ) {
      await workspace.attributes.update(attribute);
    }
  }
}

/**
 * A new record of `object`: values checked against its attributes, required ones present, unique
 * ones not held by another record (docs/connectors.md §4.2: a conflicting create is an error).
 */
export async function insertRecord(
  workspace: CrmWorkspace,
  object: CrmObject,
  input: ValuesInput,
  id: string = randomUUID(),
): Promise<CrmRecord> {
  const attributes = await attributesOf(workspace, objectParent(object));
  const written = await writeValues(workspace, attributes, input, 'values');
  checkRequired(attributes, written.values);
  const others = (await workspace.records.all()).filter((record) => record.object_id === object.id);
  checkUnique(attributes, written.values, others);
  await saveGrownAttributes(workspace, attributes, written.attributes);
  return workspace.records.insert({
    id,
    object_id: object.id,
    created_at: workspace.now,
    values: { ...systemValues(workspace, attributes), ...written.values },
  });
}

async function create(
  workspace: CrmWorkspace,
  objectName: string,
  values: ValuesInput,
): Promise<ToolData> {
  const object = await findObject(workspace, objectName);
  const record = await insertRecord(workspace, object, values);
  const attributes = await attributesOf(workspace, objectParent(object));
  return { data: renderRecord(workspace, object, attributes, record) };
}

async function list(
  workspace: CrmWorkspace,
  objectName: string,
  query: ListQuery,
): Promise<ToolData> {
  const object = await findObject(workspace, objectName);
  const attributes = await attributesOf(workspace, objectParent(object));
  // Read-only: the answer is rendered from the shared documents, none of them changed.
  const records = (await workspace.records.allShared()).filter(
    (record) => record.object_id === object.id,
  );
  const found = runListQuery(records, (record) => record.values, attributes, query);
  return { data: found.map((record) => renderRecord(workspace, object, attributes, record)) };
}

async function get(
  workspace: CrmWorkspace,
  objectName: string,
  recordId: string,
): Promise<ToolData> {
  const object = await findObject(workspace, objectName);
  const record = await findRecord(workspace, object, recordId);
  const attributes = await attributesOf(workspace, objectParent(object));
  return { data: renderRecord(workspace, object, attributes, record) };
}

async function remove(
  workspace: CrmWorkspace,
  objectName: string,
  recordId: string,
): Promise<ToolData> {
  const object = await findObject(workspace, objectName);
  await deleteRecord(workspace, await findRecord(workspace, object, recordId));
  return {};
}

/** The create, list, get and delete tools of one standard object (people, companies, deals…). */
export function recordTools(objectSlug: string) {
  return {
    create: (params: { values: ValuesInput }, workspace: CrmWorkspace) =>
      create(workspace, objectSlug, params.values),
    list: (params: ListQuery, workspace: CrmWorkspace) => list(workspace, objectSlug, params),
    get: (params: { record_id: string }, workspace: CrmWorkspace) =>
      get(workspace, objectSlug, params.record_id),
    delete: (params: { record_id: string }, workspace: CrmWorkspace) =>
      remove(workspace, objectSlug, params.record_id),
  };
}

/** The same tools for any object, custom ones included, named by the `object` param. */
export const anyObjectRecordTools = {
  create: (params: ToolParams<'crm_create_record'>, workspace: CrmWorkspace) =>
    create(workspace, params.object, params.values),
  list: (params: ToolParams<'crm_list_records'>, workspace: CrmWorkspace) =>
    list(workspace, params.object, params),
  get: (params: ToolParams<'crm_get_record'>, workspace: CrmWorkspace) =>
    get(workspace, params.object, params.record_id),
  delete: (params: ToolParams<'crm_delete_record'>, workspace: CrmWorkspace) =>
    remove(workspace, params.object, params.record_id),
};

function searchableText(values: Values): string {
  return Object.values(values)
    .flatMap((items) => activeValues(items))
    .filter(
      (value) =>
        value.attribute_type !== 'record-reference' && value.attribute_type !== 'actor-reference',
    )
    .map(valueKey)
    .filter((key) => typeof key === 'string')
    .join(' ');
}

/** crm_search_records: fuzzy text search over an object's records, best matches first. */
export async function searchRecords(
  params: ToolParams<'crm_search_records'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const object = await findObject(workspace, params.object);
  const attributes = await attributesOf(workspace, objectParent(object));
  const scored = (await workspace.records.all())
    .filter((record) => record.object_id === object.id)
    .map((record) => ({
      record,
      score: params.query === '' ? 1 : fuzzyScore(params.query, searchableText(record.values)),
    }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score);
  return {
    data: scored
      .slice(params.offset, params.offset + params.limit)
      .map((match) => renderRecord(workspace, object, attributes, match.record)),
  };
}

/** crm_get_record_attribute_values: the values of one attribute, historic ones on request. */
export async function getRecordAttributeValues(
  params: ToolParams<'crm_get_record_attribute_values'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const object = await findObject(workspace, params.object);
  const record = await findRecord(workspace, object, params.record_id);
  const attribute = await findAttribute(workspace, objectParent(object), params.attribute);
  const values: StoredValue[] = record.values[attribute.api_slug] ?? [];
  return { data: renderValues(params.show_historic === true ? values : activeValues(values)) };
}
