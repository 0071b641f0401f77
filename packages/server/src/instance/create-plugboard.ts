import type { PlugboardToolOutput } from '@plugboard/schema';
import { toFetchResponse } from '../bff/bff-answer.ts';
import { errorBodyAnswer } from '../bff/error-answer.ts';
import { createHandlerCore, type HandlerCore } from '../bff/handler-core.ts';
import type { ResolveUser } from '../bff/handler-options.ts';
import type { SharedCore } from '../bff/shared-core.ts';
import { BffError } from '../common/bff-error.ts';
import { createLogger } from '../common/logger.ts';
import { requestIdFrom } from '../common/request-id.ts';
import type { SessionUser } from '../common/session-user.ts';
import {
  type McpSessionPreparation,
  type PrepareMcpSessionOptions,
  prepareMcpSession,
} from '../hosted-mcp/prepare-mcp-session.ts';
import type { PlugboardMcpOptions } from '../mcp/mcp-endpoint-options.ts';
import type { Transport } from '../upstream/transport.ts';
import {
  errorOutput,
  type PlugboardToolDefinition,
  type RunToolOptions,
  runTool,
  type ToolListOptions,
  toolDefinitions,
} from './instance-tools.ts';
import type { PlugboardOptions } from './plugboard-options.ts';
import { describeProblems, resolveSettings } from './resolve-settings.ts';

/**
 * One Plugboard on your server: the BFF routes, webhooks included, as a Fetch handler; the tools
 * for any model framework; the hosted MCP helpers. Mount it with `toExpress` or `toNodeHandler`,
 * serve MCP with `createMcpEndpoint(plugboard)`, give a model `aiTools(plugboard, …)`: every
 * part shares its upstream client (one token cache), allow-list, stores and limits.
 *
 * @example
 * ```ts
 * export const GET = plugboard.handler;
 * export const POST = plugboard.handler;
 * export const DELETE = plugboard.handler;
 * ```
 */
export interface Plugboard<C = Request> {
  /**
   * The Fetch handler: answers one request under `app.basePath`, every BFF route, POST /webhooks
   * included; `resolveUser` receives the request. Never throws: a failure is
   * `{error:{code,message,status}}`; a missing or bad setting is 500 `NOT_CONFIGURED`. A second
   * argument (the route context Next.js passes) is ignored.
   */
  readonly handler: (request: Request) => Promise<Response>;
  /**
   * Your `resolveUser`, as you gave it: it receives the `Request` from `handler`, Express's `req`
   * under `toExpress`, Node's `IncomingMessage` under `toNodeHandler`.
   */
  readonly resolveUser: ResolveUser<C>;
  /** The allowed tools for any framework that calls functions. */
  readonly tools: PlugboardTools;
  /** The hosted service's virtual MCP server, for an agent you run yourself. */
  readonly hostedMcp: HostedMcp;
  /**
   * Checks every setting now and throws one error listing each problem (setting and env
   * variable, never a value). `toExpress` and `toNodeHandler` call it, so a long-running server
   * refuses to start without its secret.
   */
  check(): void;
  /** Ends this replica's live event streams, for a clean shutdown. */
  close(): Promise<void>;
}

/**
 * The tools of `plugboard.tools`.
 *
 * @example
 * ```ts
 * const definitions = await plugboard.tools.list({ user });
 * const functions = definitions.map(({ name, description, parameters }) => ({
 *   type: 'function',
 *   function: { name, description, parameters },
 * }));
 * const output = await plugboard.tools.run(call.name, JSON.parse(call.arguments), user);
 * ```
 */
export interface PlugboardTools {
  /**
   * The selected tools' definitions: name, description, JSON Schema parameters, effect. Given a
   * `user`, the tools of each connector where they have several accounts name them at the end of
   * their description and take an optional `account`: read once per list, so list again when the
   * user's accounts change (when they cannot be read, the failure is logged and the catalog's
   * definitions answered). Rejects with a TypeError for a tool outside the allow-list or a user
   * `resolveUser` could not answer.
   */
  list(options?: ToolListOptions): Promise<PlugboardToolDefinition[]>;
  /**
   * Runs one selected tool as `user` (as your `resolveUser` answers it): `ok` (saying which
   * account ran), `authorization_required` (connect or reconnect first),
   * `account_choice_required` (the user must choose among their accounts; run again with
   * `account` in the input) or `error`. An `account` in the input (a name or an id) picks the
   * account; without one the connector's default runs. Never throws. Ask the user
   * before running a tool whose effect is `write` or `delete`.
   */
  run(
    name: string,
    input: unknown,
    user: SessionUser,
    options?: RunToolOptions,
  ): Promise<PlugboardToolOutput>;
}

/**
 * `plugboard.hostedMcp`.
 *
 * @example
 * ```ts
 * const session = await plugboard.hostedMcp.prepareSession({ user, configId: 'cfg_123' });
 * ```
 */
export interface HostedMcp {
  /**
   * Checks the user's accounts on a virtual MCP server's connections and, when all are ACTIVE,
   * mints its session token; otherwise answers the authorization links the user needs.
   */
  prepareSession(options: PrepareMcpSessionOptions): Promise<McpSessionPreparation>;
}

/** What the adapters, the MCP endpoint and the model tools take from an instance. */
export interface InstanceInternals {
  /** The built BFF; throws NOT_CONFIGURED when a setting is missing. */
  core(defaults?: { transport?: Transport }): HandlerCore<unknown>;
  /** The MCP endpoint's options, or undefined when the host gave no `mcp` group. */
  mcpOptions(): PlugboardMcpOptions | undefined;
  /** Whether the host gave the `mcp` group, which turns the MCP endpoint and its tokens on. */
  hasMcp: boolean;
  answerTimeoutMs: number | undefined;
  onError: (error: unknown) => void;
}

const INSTANCES = new WeakMap<object, InstanceInternals>();

/** The internals of an instance `createPlugboard` made; a TypeError for anything else. */
export function instanceInternals(plugboard: unknown): InstanceInternals {
  const internals =
    typeof plugboard === 'object' && plugboard !== null ? INSTANCES.get(plugboard) : undefined;
  if (internals === undefined) {
    throw new TypeError('Pass the instance createPlugboard returned.');
  }
  return internals;
}

type Built =
  | { kind: 'ready'; core: HandlerCore<unknown>; mcp: PlugboardMcpOptions | undefined }
  | { kind: 'not-configured'; error: BffError; listing: string };

/**
 * Plugboard for your server, from grouped options: the environment fills the upstream's and the
 * app's settings you leave out (PLUGBOARD_BASE_URL, PLUGBOARD_CLIENT_ID, PLUGBOARD_CLIENT_SECRET,
 * PLUGBOARD_APP_URL, PLUGBOARD_WEBHOOK_SECRET). It never throws for a missing or bad env value,
 * so a framework's build can load the module without secrets: the first request checks, and
 * answers 500 `NOT_CONFIGURED` naming each setting until it is set. A wrong value in your own
 * code throws here, at once.
 *
 * @example
 * ```ts
 * import { createPlugboard } from '@plugboard/server';
 *
 * export const plugboard = createPlugboard({
 *   resolveUser: async (request) => {
 *     const session = await getSession(request);
 *     return session ? { identifier: session.email } : null;
 *   },
 * });
 * ```
 */
export function createPlugboard<C = Request>(options: PlugboardOptions<C>): Plugboard<C> {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('createPlugboard takes one options object: { resolveUser, … }.');
  }
  const ownProblems = resolveSettings(options).problems.filter(
    (problem) => !problem.fromEnvironment,
  );
  if (ownProblems.length > 0) {
    throw new TypeError(`Invalid Plugboard options:\n${describeProblems(ownProblems)}`);
  }
  let built: Built | undefined;
  const onError = options.onError ?? (() => {});

  function build(transport?: Transport): Built {
    if (built !== undefined) return built;
    const resolved = resolveSettings(options);
    if (resolved.problems.length > 0) {
      const listing = describeProblems(resolved.problems);
      const names = resolved.problems.map((problem) => problem.setting).join('; ');
      built = {
        kind: 'not-configured',
        listing,
        error: new BffError(
          'NOT_CONFIGURED',
          `Plugboard is not configured on the server: ${names}.`,
        ),
      };
      // Once: every request answers the same until the server restarts with its settings.
      createLogger(
        options.logger,
        (text) => text,
      )({
        level: 'error',
        event: 'plugboard.not_configured',
        message: `Plugboard is not configured; every request answers 500 NOT_CONFIGURED:\n${listing}`,
      });
      return built;
    }
    built = {
      kind: 'ready',
      core: createHandlerCore<unknown>(
        resolved.handler as Parameters<typeof createHandlerCore<unknown>>[0],
        { transport },
      ),
      mcp: resolved.mcp,
    };
    return built;
  }

  function ready(transport?: Transport): Extract<Built, { kind: 'ready' }> {
    const state = build(transport);
    if (state.kind === 'not-configured') throw state.error;
    return state;
  }

  const shared = (): SharedCore => ready().core.shared;

  const plugboard: Plugboard<C> = {
    handler: async (request) => {
      const state = build();
      if (state.kind === 'not-configured') {
        const answer = errorBodyAnswer(state.error);
        return toFetchResponse({
          status: answer.status,
          headers: { ...answer.headers, 'x-request-id': requestIdFrom(request.headers) },
          body: answer.body,
        });
      }
      const { core } = state;
      return toFetchResponse(
        await core.handleAt(
          request,
          new URL(request.url),
          request,
          core.basePath,
          () => request.signal,
        ),
      );
    },
    resolveUser: options.resolveUser,
    tools: {
      list: async (listOptions = {}) => toolDefinitions(shared(), listOptions),
      run: async (name, input, user, runOptions) => {
        const state = build();
        if (state.kind === 'not-configured') return errorOutput(name, state.error);
        return runTool(state.core.shared, name, input, user, runOptions);
      },
    },
    hostedMcp: {
      prepareSession: async (sessionOptions) => prepareMcpSession(shared(), sessionOptions),
    },
    check() {
      const state = build();
      if (state.kind === 'not-configured') {
        throw new Error(`Plugboard is not configured:\n${state.listing}`);
      }
    },
    async close() {
      if (built?.kind === 'ready') built.core.close();
    },
  };
  INSTANCES.set(plugboard, {
    core: (defaults = {}) => ready(defaults.transport).core,
    mcpOptions: () => ready().mcp,
    hasMcp: options.mcp !== undefined,
    answerTimeoutMs: options.limits?.answerTimeoutMs,
    onError,
  });
  return plugboard;
}
