import { buildOpenApiDocument } from '../../../../packages/emulator/src/openapi/build-document.ts';

/** The emulator's OpenAPI document: the hosted service's API as the emulator answers it. */
export const hostedApiDocument = buildOpenApiDocument();

export interface HostedApiOperation {
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** Request body schema names, by media type. */
  requestBody: string[];
  /** Status -> the component schema or response it answers. */
  responses: [string, string][];
}

const refName = (value: unknown): string => {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  return ref ? (ref.split('/').pop() ?? ref) : '';
};

/** Every operation of the document, grouped by its first tag in the document's tag order. */
export function hostedApiOperations(): Map<string, HostedApiOperation[]> {
  const groups = new Map<string, HostedApiOperation[]>(
    hostedApiDocument.tags.map((tag) => [tag.name, []]),
  );
  for (const [path, methods] of Object.entries(hostedApiDocument.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!operation) continue;
      const op = operation as {
        tags?: string[];
        summary?: string;
        description?: string;
        requestBody?: { content?: Record<string, { schema?: unknown }> };
        responses?: Record<
          string,
          { $ref?: string; content?: Record<string, { schema?: unknown }> }
        >;
      };
      const tag = op.tags?.[0] ?? 'Other';
      const entry: HostedApiOperation = {
        method: method.toUpperCase(),
        path,
        tag,
        summary: op.summary ?? '',
        description: op.description ?? '',
        requestBody: Object.entries(op.requestBody?.content ?? {}).map(
          ([type, body]) => `${refName(body.schema) || 'body'} (${type})`,
        ),
        responses: Object.entries(op.responses ?? {}).map(([status, response]) => [
          status,
          refName(response) ||
            Object.values(response.content ?? {})
              .map((body) => refName(body.schema))
              .filter(Boolean)
              .join(', '),
        ]),
      };
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)?.push(entry);
    }
  }
  return groups;
}
