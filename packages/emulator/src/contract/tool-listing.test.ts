import { getTool, toolParamsJsonSchema } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { listToolsResponseSchema } from './tool-listing.ts';

const tool = {
  id: 'tol_crm_create_task',
  provider: 'CRM',
  definition: {
    name: 'crm_create_task',
    description: getTool('crm_create_task').description,
    input_schema: toolParamsJsonSchema(getTool('crm_create_task')),
  },
  is_default: true,
  metadata: { connector: 'crm' },
  tags: ['crm', 'write'],
  updated_at: '2026-01-01T00:00:00.000Z',
};
const page = { next_page_token: '', prev_page_token: '', total_size: 1 };

describe('the whole catalog listing', () => {
  it('answers tools, or names only, never both', () => {
    expect(listToolsResponseSchema.parse({ tools: [tool], ...page })).toEqual({
      tools: [tool],
      ...page,
    });
    expect(listToolsResponseSchema.parse({ tool_names: ['crm_create_task'], ...page })).toEqual({
      tool_names: ['crm_create_task'],
      ...page,
    });
    expect(() =>
      listToolsResponseSchema.parse({ tools: [tool], tool_names: [], ...page }),
    ).toThrow();
  });
});
