import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { type AppServices, createApp } from '../http/create-app.ts';
import type { OpenApiDocument } from '../openapi/build-document.ts';
import type { Answer } from './harness.ts';

/** The document's own fields, which Ajv (reading it as one schema, for its `$ref`s) passes over. */
const DOCUMENT_FIELDS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'tags',
  'security',
  'paths',
  'components',
];

/** RFC 6901: how a key is written in a JSON pointer. */
export function pointerPart(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** What a `#/…` pointer names in `document`, or undefined when it names nothing. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

interface MatchedOperation {
  operationId: string;
  template: string;
  method: string;
  responses: Record<string, unknown>;
}

/**
 * Checks answers against the document: finds the operation a request was (by method and path
 * template), the response it declares for the status, and validates the body against its schema
 * with Ajv, exactly as written in the document (its `$ref`s resolved by Ajv itself).
 */
export class OpenApiContract {
  readonly answered = new Map<string, Set<number>>();
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp; params: number }[];

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      formats: {
        'date-time': (value: string) => !Number.isNaN(Date.parse(value)),
        uri: (value: string) => URL.canParse(value),
        // zod writes its own `pattern` beside this format, which Ajv checks.
        email: true,
      },
    });
    for (const keyword of DOCUMENT_FIELDS) this.ajv.addKeyword(keyword);
    this.ajv.addSchema(document, 'openapi.json');
    this.templates = Object.keys(document.paths)
      .map((template) => {
        const params = template.match(/\{\w+\}/g)?.length ?? 0;
        const source = template
          .split(/\{\w+\}/)
          .map((literal) => literal.replace(/[.*+?^$()[\]|\\]/g, '\\$&'))
          .join('([^/]+)');
        return { template, pattern: new RegExp(`^${source}$`), params };
      })
      // A literal path wins over a template that would also match it.
      .sort((a, b) => a.params - b.params);
  }

  /** Every component schema compiles under Ajv's strict mode: it is valid draft 2020-12. */
  compileComponents(): void {
    for (const name of Object.keys(this.document.components.schemas)) {
      this.validator(`#/components/schemas/${pointerPart(name)}`);
    }
  }

  operation(method: string, path: string): MatchedOperation {
    const pathname = new URL(path, 'http://emulator.test').pathname;
    const found = this.templates.find(
      ({ template, pattern }) =>
        pattern.test(pathname) &&
        this.document.paths[template]?.[method.toLowerCase() as 'get'] !== undefined,
    );
    if (found === undefined)
      throw new Error(`The document has no operation ${method} ${pathname}.`);
    const operation = this.document.paths[found.template]?.[method.toLowerCase() as 'get'] as {
      operationId: string;
      responses: Record<string, unknown>;
    };
    return { ...operation, template: found.template, method: method.toLowerCase() };
  }

  /** Throws, naming the operation, status and Ajv's errors, unless `answer` is as documented. */
  check(method: string, path: string, answer: Answer): void {
    const operation = this.operation(method, path);
    const where = `${operation.operationId} (${method.toUpperCase()} ${operation.template})`;
    let response = operation.responses[String(answer.status)];
    let responsePointer = [
      '#/paths',
      pointerPart(operation.template),
      operation.method,
      'responses',
      String(answer.status),
    ].join('/');
    if (response === undefined) {
      throw new Error(
        `${where} answered ${answer.status}, a status the document does not declare (it declares ${Object.keys(operation.responses).join(', ')}). Body: ${JSON.stringify(answer.body)}`,
      );
    }
    const ref = (response as { $ref?: string }).$ref;
    if (ref !== undefined) {
      responsePointer = ref;
      response = resolvePointer(this.document, ref);
    }
    const mediaType = answer.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    const content = (response as { content?: Record<string, unknown> }).content ?? {};
    if (!(mediaType in content)) {
      throw new Error(
        `${where} answered ${answer.status} as "${mediaType}", which the document does not declare for it (${Object.keys(content).join(', ')}).`,
      );
    }
    const validate = this.validator(`${responsePointer}/content/${pointerPart(mediaType)}/schema`);
    if (!validate(answer.body)) {
      throw new Error(
        `${where} answered ${answer.status} with a body its schema refuses: ${this.ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' })}. Body: ${JSON.stringify(answer.body)}`,
      );
    }
    const statuses = this.answered.get(operation.operationId) ?? new Set();
    this.answered.set(operation.operationId, statuses.add(answer.status));
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `openapi.json${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

interface RouterLayer {
  match(path: string): { path: string } | false;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

/**
 * `METHOD /template` of every route the emulator serves under `/api/v1`, and the token route,
 * read from the Express app itself so a route added without its operation cannot go unnoticed.
 * The app is built over stand-in services: building it only hands them to the routers, and no
 * request is made.
 */
export function servedUpstreamRoutes(): string[] {
  const stub = new Proxy({}, { get: () => ({}) }) as AppServices;
  const app = createApp(stub) as unknown as { router: { stack: RouterLayer[] } };
  const routes: string[] = [];
  for (const layer of app.router.stack) {
    const mounted = layer.match('/api/v1/probe');
    const base = mounted === false ? '' : mounted.path;
    for (const inner of layer.handle.stack ?? []) {
      if (inner.route === undefined || typeof inner.route.path !== 'string') continue;
      const path = `${base}${inner.route.path}`
        .replaceAll('\\:', ':')
        .replace(/\/:(\w+)/g, '/{$1}');
      if (!path.startsWith('/api/v1/') && path !== '/oauth/token') continue;
      for (const method of Object.keys(inner.route.methods)) {
        routes.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  // POST /oauth/token is served by two routers (the MCP authorization server's grants, then the
  // API's client credentials), one operation.
  return [...new Set(routes)].sort();
}
