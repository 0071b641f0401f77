import { notFound } from '../errors.ts';
import type {
  Attribute,
  AttributeParent,
  CrmList,
  CrmObject,
  CrmRecord,
  CrmWorkspace,
  Entry,
  Member,
} from '../store.ts';

/*
 * Finding what a tool names: docs/connectors.md §4.2, objects, lists and attributes by slug or
 * UUID; records, entries and members by id. Each answers 404 `not_found` when nothing matches.
 */

/*
 * Objects and attributes are read here from the shared, frozen documents (workspace-store.ts
 * `allShared`): every tool reads them and few change them, and those that do write copies
 * (values.ts `writeValues`), so a tool that changed one in place would throw.
 */

export async function findObject(
  workspace: CrmWorkspace,
  slugOrId: string,
): Promise<Readonly<CrmObject>> {
  const found = (await workspace.objects.allShared()).find(
    (object) => object.api_slug === slugOrId || object.id === slugOrId,
  );
  if (found === undefined) throw notFound(`Object with slug/ID "${slugOrId}" not found.`);
  return found;
}

export async function findList(workspace: CrmWorkspace, slugOrId: string): Promise<CrmList> {
  const found = (await workspace.lists.all()).find(
    (list) => list.api_slug === slugOrId || list.id === slugOrId,
  );
  if (found === undefined) throw notFound(`List with slug/ID "${slugOrId}" not found.`);
  return found;
}

/** A record of `object`; a record of another object is not found there. */
export async function findRecord(
  workspace: CrmWorkspace,
  object: CrmObject,
  recordId: string,
): Promise<CrmRecord> {
  const record = await workspace.records.get(recordId);
  if (record === undefined || record.object_id !== object.id) {
    throw notFound(`Record with ID "${recordId}" not found on object "${object.api_slug}".`);
  }
  return record;
}

/** A list's entry; an entry of another list is not found there. */
export async function findEntry(
  workspace: CrmWorkspace,
  list: CrmList,
  entryId: string,
): Promise<Entry> {
  const entry = await workspace.entries.get(entryId);
  if (entry === undefined || entry.list_id !== list.id) {
    throw notFound(`Entry with ID "${entryId}" not found on list "${list.api_slug}".`);
  }
  return entry;
}

export async function findMember(workspace: CrmWorkspace, memberId: string): Promise<Member> {
  const member = await workspace.members.get(memberId);
  if (member === undefined) throw notFound(`Workspace member with ID "${memberId}" not found.`);
  return member;
}

function parentIdOf(parent: AttributeParent): string {
  return parent.type === 'object' ? parent.object_id : parent.list_id;
}

/** The live attributes of an object or a list, in the order they were made. */
export async function attributesOf(
  workspace: CrmWorkspace,
  parent: AttributeParent,
): Promise<Attribute[]> {
  const id = parentIdOf(parent);
  return (await workspace.attributes.allShared()).filter(
    (attribute) => !attribute.is_archived && parentIdOf(attribute.parent) === id,
  );
}

/** An attribute of `parent` by slug or id. */
export async function findAttribute(
  workspace: CrmWorkspace,
  parent: AttributeParent,
  slugOrId: string,
): Promise<Attribute> {
  const found = (await attributesOf(workspace, parent)).find(
    (attribute) => attribute.api_slug === slugOrId || attribute.id === slugOrId,
  );
  if (found === undefined) throw notFound(`Attribute with slug/ID "${slugOrId}" not found.`);
  return found;
}

/** The parent an attribute tool names: `object` or `list` (the catalog lets through one). */
export async function attributeParent(
  workspace: CrmWorkspace,
  names: { object?: string | undefined; list?: string | undefined },
): Promise<AttributeParent> {
  if (names.list !== undefined) {
    return { type: 'list', list_id: (await findList(workspace, names.list)).id };
  }
  return { type: 'object', object_id: (await findObject(workspace, names.object ?? '')).id };
}
