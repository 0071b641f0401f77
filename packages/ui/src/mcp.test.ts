import { expect, test } from 'vitest';
import * as mcp from './mcp.ts';

// A change of the public API must be deliberate: update this list in the same change.
test('the AI clients entry, @plugboard/ui/mcp', () => {
  expect(Object.keys(mcp).sort()).toEqual(['McpClientSetup']);
});
