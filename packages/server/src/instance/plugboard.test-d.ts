import type { IncomingMessage } from 'node:http';
import type { Request as ExpressRequest } from 'express';
import { expectTypeOf, test } from 'vitest';
import { aiTools } from '../ai.ts';
import { toExpress } from '../express.ts';
import { createPlugboard, type Plugboard } from '../index.ts';
import { createMcpEndpoint } from '../mcp.ts';
import { toNodeHandler } from '../node.ts';

test('resolveUser receives what its annotation says, the Request by default', () => {
  const forFetch = createPlugboard({
    resolveUser: (request) => (request.headers.has('c') ? null : null),
  });
  expectTypeOf(forFetch).toEqualTypeOf<Plugboard<Request>>();
  const forExpress = createPlugboard({
    resolveUser: (req: ExpressRequest) => (req.ip ? null : null),
  });
  expectTypeOf(forExpress.resolveUser).parameter(0).toEqualTypeOf<ExpressRequest>();
  toExpress(forExpress);
  const forNode = createPlugboard({
    resolveUser: (req: IncomingMessage) => (req.url ? null : null),
  });
  toNodeHandler(forNode);
});

test('a resolveUser that reads nothing mounts anywhere', () => {
  const fixed = createPlugboard({ resolveUser: () => ({ identifier: 'ada@example.com' }) });
  toExpress(fixed);
  toNodeHandler(fixed);
  expectTypeOf(fixed.handler).toEqualTypeOf<(request: Request) => Promise<Response>>();
});

test('the MCP endpoint and the model tools take any instance', () => {
  const forExpress = createPlugboard({
    resolveUser: (req: ExpressRequest) => (req.ip ? null : null),
  });
  createMcpEndpoint(forExpress);
  aiTools(forExpress, { user: { identifier: 'ada@example.com' } });
  toExpress(createMcpEndpoint(forExpress));
});
