import type { z } from 'zod';
import type { DoclibProxyRequest } from '../tools/doclib-proxy.ts';
import { crmResultSchemas } from './crm.ts';
import { doclibResultSchemas } from './doclib.ts';
import { docsappResultSchemas } from './docsapp.ts';
import { videoResultSchemas } from './video.ts';
import { warehouseResultSchemas } from './warehouse.ts';
import { websearchResultSchemas } from './websearch.ts';

/**
 * What each tool answers, the third-party service's own body (docs/tool-results.md), for those who
 * validate results: `toolResultSchemas` keyed by tool name, `ToolResult<Name>` derived from it,
 * and one namespace per service (`crmResults`, `videoResults`...) with the parts a custom viewer
 * names (a CRM record, a video). Objects strip members they do not declare rather than reject
 * them, so a real service's extra fields pass; members whose names vary (a block's content, a
 * record's values) are kept as they come.
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

/** The document library's result names, one per proxy request kind. */
export type DoclibResultName = `doclib_${DoclibProxyRequest['kind']}`;

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

/**
 * The CRM's result parts, schemas and types (`crmResults.crmRecordSchema`, `crmResults.CrmRecord`).
 *
 * @example
 * const record: crmResults.CrmRecord = toolResultSchema('crm_get_person').parse(answer.data).data;
 */
export * as crmResults from './crm.ts';
/** The document library's result parts, schemas and types (`doclibResults.DriveItem`). */
export * as doclibResults from './doclib.ts';
/** The document workspace's result parts, schemas and types (`docsappResults.DocsappPage`). */
export * as docsappResults from './docsapp.ts';
/** The video service's result parts, schemas and types (`videoResults.Video`). */
export * as videoResults from './video.ts';
/** The warehouse's result parts, schemas and types (`warehouseResults.StatementResult`). */
export * as warehouseResults from './warehouse.ts';
/** The web search's result parts, schemas and types (`websearchResults.WebSearch`). */
export * as websearchResults from './websearch.ts';
