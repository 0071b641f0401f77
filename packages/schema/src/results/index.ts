import type { z } from 'zod';
import { crmErrorSchema, crmResultSchemas } from './crm.ts';
import { doclibErrorSchema, doclibResultSchemas } from './doclib.ts';
import { docsappErrorSchema, docsappResultSchemas } from './docsapp.ts';
import { videoErrorSchema, videoResultSchemas } from './video.ts';
import { warehouseErrorSchema, warehouseResultSchemas } from './warehouse.ts';
import { websearchErrorSchema, websearchResultSchemas } from './websearch.ts';

/**
 * What each tool answers, the third-party service's own body (docs/tool-results.md), for those who
 * validate results: `toolResultSchemas` keyed by tool name, `ToolResult<Name>` derived from it,
 * and `serviceErrorSchemas`, each service's error body. A part of a result (a CRM record, a video)
 * is named by indexed access, `ToolResult<'crm_list_people'>['data'][number]`, or `.shape` on its
 * schema. Objects strip members they do not declare rather than reject them, so a real service's
 * extra fields pass; members whose names vary (a block's content, a record's values) are kept as
 * they come.
 *
 * @packageDocumentation
 */

const RESULT_SCHEMAS = {
  ...docsappResultSchemas,
  ...crmResultSchemas,
  ...warehouseResultSchemas,
  ...videoResultSchemas,
  ...websearchResultSchemas,
  ...doclibResultSchemas,
} as const;

/**
 * The result schema of every catalog tool, and of each document library proxy request as
 * `doclib_<kind>`.
 *
 * @example
 * const people = toolResultSchemas.crm_list_people.parse(answer.data).data;
 */
export const toolResultSchemas: Readonly<typeof RESULT_SCHEMAS> = Object.freeze(RESULT_SCHEMAS);

/**
 * A tool's result name: a catalog tool, or a document library proxy request as `doclib_<kind>`.
 *
 * @example
 * const name: ToolResultName = 'doclib_get_file_metadata';
 */
export type ToolResultName = keyof typeof RESULT_SCHEMAS;

/** What each tool answers, by name. */
type ToolResults = { [Name in ToolResultName]: z.infer<(typeof RESULT_SCHEMAS)[Name]> };

/**
 * What the tool `Name` answers: `data` of its execute answer.
 *
 * @example
 * const people: ToolResult<'crm_list_people'> = { data: [] };
 */
export type ToolResult<Name extends ToolResultName> = ToolResults[Name];

/**
 * The result schema of the tool `name`.
 *
 * @example
 * const checked = toolResultSchema('websearch_web_search').safeParse(answer.data);
 * if (checked.success) console.log(checked.data.web.results.length);
 */
export function toolResultSchema<Name extends ToolResultName>(
  name: Name,
): (typeof RESULT_SCHEMAS)[Name] {
  return RESULT_SCHEMAS[name];
}

/**
 * Whether `name` has a result schema: narrows an untrusted tool name.
 *
 * @example
 * if (isToolResultName(tool)) toolResultSchema(tool).parse(data);
 */
export function isToolResultName(name: string): name is ToolResultName {
  return Object.hasOwn(RESULT_SCHEMAS, name);
}

const SERVICE_ERROR_SCHEMAS = {
  crm: crmErrorSchema,
  docsapp: docsappErrorSchema,
  doclib: doclibErrorSchema,
  video: videoErrorSchema,
  warehouse: warehouseErrorSchema,
  websearch: websearchErrorSchema,
} as const;

/**
 * Each service's own error body, keyed by connector: what a failed call answers in place of the
 * tool's result (execute_tool passes it on as the second detail of its error).
 *
 * @example
 * const error = serviceErrorSchemas.crm.safeParse(body);
 * if (error.success) console.log(error.data.code);
 */
export const serviceErrorSchemas: Readonly<typeof SERVICE_ERROR_SCHEMAS> =
  Object.freeze(SERVICE_ERROR_SCHEMAS);

/**
 * The error body of the service `Connector`.
 *
 * @example
 * const conflict: ServiceError<'docsapp'> = { object: 'error', status: 409, code: 'conflict_error', message: 'Conflict' };
 */
export type ServiceError<Connector extends keyof typeof SERVICE_ERROR_SCHEMAS> = z.infer<
  (typeof SERVICE_ERROR_SCHEMAS)[Connector]
>;
