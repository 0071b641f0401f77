import { describe, expect, test } from 'vitest';
import { TOOL_CATALOG } from '../tools/catalog.ts';
import { doclibProxyRequestSchema } from '../tools/doclib-proxy.ts';
import {
  isToolResultName,
  serviceErrorSchemas,
  toolResultSchema,
  toolResultSchemas,
} from './index.ts';

const DOCLIB_NAMES = doclibProxyRequestSchema.options.map(
  (option) => `doclib_${option.shape.kind.value}`,
);

describe('toolResultSchemas', () => {
  test('holds every catalog tool and each document library request, nothing else', () => {
    expect(Object.keys(toolResultSchemas).sort()).toEqual(
      [...Object.keys(TOOL_CATALOG), ...DOCLIB_NAMES].sort(),
    );
  });

  test('cannot be changed', () => {
    expect(Object.isFrozen(toolResultSchemas)).toBe(true);
  });

  test('toolResultSchema gives the schema of the name', () => {
    expect(toolResultSchema('crm_list_people')).toBe(toolResultSchemas.crm_list_people);
    expect(isToolResultName('doclib_upload_file')).toBe(true);
    expect(isToolResultName('toString')).toBe(false);
  });
});

describe('result schemas', () => {
  test('keep a service member they do not declare out of the result instead of failing', () => {
    const answer = { data: [], request_id: 'req_1' };
    expect(toolResultSchemas.crm_list_people.parse(answer)).toEqual({ data: [] });
  });

  test('keep every member of a block of a type they do not know', () => {
    const user = { object: 'user', id: 'u1' };
    const image = {
      object: 'block',
      id: 'b1',
      parent: { type: 'page_id', page_id: 'p1' },
      created_time: '2025-01-01T00:00:00.000Z',
      last_edited_time: '2025-01-01T00:00:00.000Z',
      created_by: user,
      last_edited_by: user,
      has_children: false,
      archived: false,
      in_trash: false,
      type: 'image',
      image: { type: 'external', external: { url: 'https://example.com/a.png' } },
    };
    expect(toolResultSchemas.docsapp_block_update.parse(image)).toEqual(image);
  });

  test('say which member is wrong', () => {
    const checked = toolResultSchemas.warehouse_get_query_partition.safeParse({ data: [[1]] });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['data', 0, 0]);
  });
});

describe('serviceErrorSchemas', () => {
  test('reads a service error body, which no result schema of the service accepts', () => {
    const conflict = {
      status_code: 409,
      type: 'invalid_request_error',
      code: 'uniqueness_conflict',
      message: 'Taken',
    };
    expect(serviceErrorSchemas.crm.parse(conflict)).toEqual(conflict);
    expect(toolResultSchemas.crm_get_person.safeParse(conflict).success).toBe(false);
    expect(Object.isFrozen(serviceErrorSchemas)).toBe(true);
  });
});
