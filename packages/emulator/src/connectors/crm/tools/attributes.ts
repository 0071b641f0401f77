import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import { z } from 'zod';
import type { ToolData } from '../../simulator.ts';
import { invalid, slugConflict } from '../errors.ts';
import { checkApiSlug } from '../model/api-slug.ts';
import { attributeParent, attributesOf, findAttribute, findObject } from '../model/lookup.ts';
import type { Attribute, AttributeParent, AttributeType, CrmWorkspace } from '../store.ts';

/** What an attribute is made from: the create tool's params, or a seed definition. */
export interface AttributeSpec {
  api_slug: string;
  title: string;
  type: AttributeType;
  description?: string | null;
  is_required?: boolean;
  is_unique?: boolean;
  is_multiselect?: boolean;
  /** Set by the CRM itself (`created_at`, `created_by`): read-only. */
  is_system?: boolean;
  default_currency_code?: string | null;
  allowed_object_ids?: string[] | null;
  options?: readonly string[];
  statuses?: readonly string[];
}

/** A new attribute of `parent`; `newId` names it and its options (random, or stable in the seed). */
export function newAttribute(
  parent: AttributeParent,
  spec: AttributeSpec,
  createdAt: string,
  newId: (name: string) => string = () => randomUUID(),
): Attribute {
  const system = spec.is_system ?? false;
  return {
    id: newId(spec.api_slug),
    parent,
    title: spec.title,
    description: spec.description ?? null,
    api_slug: spec.api_slug,
    type: spec.type,
    is_system_attribute: system,
    is_writable: !system,
    is_required: spec.is_required ?? false,
    is_unique: spec.is_unique ?? false,
    is_multiselect: spec.type === 'multiselect' || (spec.is_multiselect ?? false),
    is_archived: false,
    created_at: createdAt,
    config: {
      currency: { default_currency_code: spec.default_currency_code ?? null, display_type: null },
      record_reference: { allowed_object_ids: spec.allowed_object_ids ?? null },
    },
    options: (spec.options ?? []).map((title) => ({
      id: newId(`${spec.api_slug}/option/${title}`),
      title,
      is_archived: false,
    })),
    statuses: (spec.statuses ?? []).map((title) => ({
      id: newId(`${spec.api_slug}/status/${title}`),
      title,
      is_archived: false,
      celebration_enabled: /won/i.test(title),
      target_time_in_status: null,
    })),
  };
}

/** The attributes the CRM keeps on every record of an object. */
export function systemAttributes(
  parent: AttributeParent,
  createdAt: string,
  newId?: (name: string) => string,
): Attribute[] {
  return [
    newAttribute(
      parent,
      { api_slug: 'created_at', title: 'Created at', type: 'timestamp', is_system: true },
      createdAt,
      newId,
    ),
    newAttribute(
      parent,
      { api_slug: 'created_by', title: 'Created by', type: 'actor-reference', is_system: true },
      createdAt,
      newId,
    ),
  ];
}

function parentKey(workspace: CrmWorkspace, parent: AttributeParent) {
  return parent.type === 'object'
    ? { workspace_id: workspace.workspaceId, object_id: parent.object_id }
    : { workspace_id: workspace.workspaceId, list_id: parent.list_id };
}

/** docs/tool-results.md Attribute. */
function renderAttribute(workspace: CrmWorkspace, attribute: Attribute): ToolData {
  const { id, parent, options: _options, statuses: _statuses, config, ...fields } = attribute;
  return {
    id: { ...parentKey(workspace, parent), attribute_id: id },
    ...fields,
    default_value: null,
    relationship: null,
    config,
  };
}

/** crm_list_attributes */
export async function listAttributes(
  params: ToolParams<'crm_list_attributes'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const parent = await attributeParent(workspace, params);
  const attributes = await attributesOf(workspace, parent);
  return { data: attributes.map((attribute) => renderAttribute(workspace, attribute)) };
}

/** crm_get_attribute */
export async function getAttribute(
  params: ToolParams<'crm_get_attribute'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const parent = await attributeParent(workspace, params);
  return {
    data: renderAttribute(workspace, await findAttribute(workspace, parent, params.attribute)),
  };
}

/** The parts of `config` the CRM reads; anything else in it is kept out. */
const configSchema = z.looseObject({
  relationship: z.looseObject({ object: z.string().min(1) }).optional(),
  currency: z
    .looseObject({
      default_currency_code: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
    })
    .optional(),
});

/**
 * crm_create_attribute: a new attribute on an object or a list; a record-reference names its
 * target object in `config.relationship.object`, a currency may name `config.currency`'s default.
 */
export async function createAttribute(
  params: ToolParams<'crm_create_attribute'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  checkApiSlug(params.api_slug);
  const parent = await attributeParent(workspace, params);
  const existing = await attributesOf(workspace, parent);
  if (existing.some((attribute) => attribute.api_slug === params.api_slug)) {
    throw slugConflict(`An attribute with api_slug "${params.api_slug}" already exists here.`);
  }
  const parsed = configSchema.safeParse(params.config);
  if (!parsed.success) throw invalid(`config is invalid: ${z.prettifyError(parsed.error)}`);
  const config = parsed.data;
  const targetSlug = config.relationship?.object;
  const target =
    params.type === 'record-reference' && targetSlug !== undefined
      ? await findObject(workspace, targetSlug)
      : undefined;
  const attribute = await workspace.attributes.insert(
    newAttribute(
      parent,
      {
        ...params,
        description: params.description,
        default_currency_code: config.currency?.default_currency_code ?? null,
        allowed_object_ids: target === undefined ? null : [target.id],
      },
      workspace.now,
    ),
  );
  return { data: renderAttribute(workspace, attribute) };
}

/** crm_list_attribute_options: the options of a select or multiselect attribute. */
export async function listAttributeOptions(
  params: ToolParams<'crm_list_attribute_options'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const parent = await attributeParent(workspace, params);
  const attribute = await findAttribute(workspace, parent, params.attribute);
  if (attribute.type !== 'select' && attribute.type !== 'multiselect') {
    throw invalid(
      `Attribute "${attribute.api_slug}" is a ${attribute.type} attribute, not a select.`,
    );
  }
  const key = { ...parentKey(workspace, parent), attribute_id: attribute.id };
  return {
    data: attribute.options.map(({ id, ...option }) => ({
      id: { ...key, option_id: id },
      ...option,
    })),
  };
}

/** crm_list_attribute_statuses: the statuses of a status attribute. */
export async function listAttributeStatuses(
  params: ToolParams<'crm_list_attribute_statuses'>,
  workspace: CrmWorkspace,
): Promise<ToolData> {
  const parent = await attributeParent(workspace, params);
  const attribute = await findAttribute(workspace, parent, params.attribute);
  if (attribute.type !== 'status') {
    throw invalid(
      `Attribute "${attribute.api_slug}" is a ${attribute.type} attribute, not a status.`,
    );
  }
  const key = { ...parentKey(workspace, parent), attribute_id: attribute.id };
  return {
    data: attribute.statuses.map(({ id, ...status }) => ({
      id: { ...key, status_id: id },
      ...status,
    })),
  };
}
