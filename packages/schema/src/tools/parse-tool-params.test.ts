import { describe, expect, expectTypeOf, it } from 'vitest';
import { getTool, type ToolParams } from './catalog.ts';
import {
  parseToolParams,
  type ToolParamsParseResult,
  toolParamsIssueSchema,
} from './parse-tool-params.ts';

describe('parseToolParams', () => {
  it('returns the params to run with, defaults filled in, typed by the tool', () => {
    const result = parseToolParams(getTool('websearch_suggest_search'), { q: 'plug' });
    expect(result).toEqual({ success: true, data: { q: 'plug', count: 5 } });
    expectTypeOf(result).toEqualTypeOf<
      ToolParamsParseResult<ToolParams<'websearch_suggest_search'>>
    >();
  });

  it('reports every issue, each naming its param as code writes it', () => {
    const result = parseToolParams(getTool('docsapp_database_query'), {
      database_id: 'nope',
      sorts: [
        { property: 'Name', direction: 'ascending' },
        { property: 'Due', direction: 'up' },
      ],
    });
    expect(result).toEqual({
      success: false,
      issues: [
        {
          field: 'database_id',
          message: 'database_id must be a hyphenated UUID (8-4-4-4-12 hex digits)',
        },
        {
          field: 'sorts[1].direction',
          message: 'sorts[1].direction must be one of ascending, descending',
        },
      ],
    });
    if (!result.success) for (const issue of result.issues) toolParamsIssueSchema.parse(issue);
  });

  it('names the params object itself when it is not an object', () => {
    expect(parseToolParams(getTool('crm_list_objects'), null)).toEqual({
      success: false,
      issues: [{ field: 'params', message: 'params must be an object' }],
    });
  });
});
