import { handlerOptionsIssues, type PlugboardHandlerOptions } from '../bff/handler-options.ts';
import { formatIssues } from '../common/format-issues.ts';
import type { PlugboardMcpOptions } from '../mcp/mcp-endpoint-options.ts';
import { createMemoryMcpTokenStore } from '../stores/memory-mcp-token-store.ts';
import { ENVIRONMENT_NAMES, type Environment, readEnvironment } from './environment.ts';
import type { PlugboardOptions } from './plugboard-options.ts';

/** A setting that is not usable: its option's name and, where it has one, its env variable. */
export interface SettingProblem {
  setting: string;
  message: string;
  /** True when the setting came, or should have come, from the environment: checked lazily. */
  fromEnvironment: boolean;
}

/** What the grouped options become: the BFF's own settings, the MCP endpoint's, and what is wrong. */
export interface ResolvedSettings<C> {
  handler: PlugboardHandlerOptions<C>;
  /** The MCP endpoint's options, when the host gave the `mcp` group. */
  mcp: Omit<PlugboardMcpOptions, 'handler'> | undefined;
  answerTimeoutMs: number | undefined;
  problems: SettingProblem[];
}

/** Grouped option → the BFF setting it fills, for messages that name what the host wrote. */
const GROUPED_NAME: Readonly<Record<string, string>> = {
  baseUrl: 'upstream.baseUrl',
  clientId: 'upstream.clientId',
  clientSecret: 'upstream.clientSecret',
  fetch: 'upstream.fetch',
  timeoutMs: 'upstream.timeoutMs',
  retry: 'upstream.retry',
  verifyCallbackUrl: 'app.url',
  basePath: 'app.basePath',
  allowedOrigins: 'app.allowedOrigins',
  linkOrigins: 'app.linkOrigins',
  signInUrl: 'app.signInUrl',
  connectors: 'tools.connectors',
  allowedTools: 'tools.allowed',
  allowedProxyRequests: 'tools.proxyRequests',
  accountOwnership: 'accounts.ownership',
  canManageOrganizationAccounts: 'accounts.canManageOrganizationAccounts',
  maxAccountsPerConnector: 'accounts.maxPerConnector',
  chooseAccountWhenSeveral: 'accounts.chooseWhenSeveral',
  webhooks: 'events.webhooks',
  accountEvents: 'events.live',
  onAccountEvent: 'events.onEvent',
  connectLinkPages: 'mcp.connectLinkPages',
  mcp: 'mcp',
  usedStateStore: 'stores.usedState',
  rateLimitStore: 'stores.rateLimit',
  activityStore: 'stores.activity',
  rateLimits: 'limits.rateLimits',
  clientIp: 'limits.clientIp',
  maxBodyBytes: 'limits.maxBodyBytes',
  maxProxyBodyBytes: 'limits.maxProxyBodyBytes',
  stateTtlSeconds: 'limits.stateTtlSeconds',
};

/** Stand-ins for missing settings, so the rest can be checked at once; never used to serve. */
const PLACEHOLDER = {
  baseUrl: 'https://not-configured.invalid',
  clientId: 'not-configured',
  clientSecret: 'not-configured',
  appUrl: 'https://not-configured.invalid',
};

const withEnv = (setting: string, variable: string | undefined) =>
  variable === undefined ? setting : `${setting} (env ${variable})`;

/**
 * Turns the grouped options into the BFF's settings, the environment filling what the host left
 * out. Never throws: every problem is listed, marked by whether it is the environment's (a
 * missing or bad env value, answered lazily as NOT_CONFIGURED) or the host's code (thrown at once).
 * Messages name settings and env variables, never values.
 */
export function resolveSettings<C>(
  options: PlugboardOptions<C>,
  env: Environment = readEnvironment(),
): ResolvedSettings<C> {
  const problems: SettingProblem[] = [];
  const { upstream = {}, app = {}, tools = {}, accounts = {}, events = {}, stores = {} } = options;
  const limits = options.limits ?? {};
  const fromEnv = new Set<string>();
  const take = (
    setting: string,
    given: string | undefined,
    envValue: string | undefined,
    variable: string,
  ) => {
    if (given !== undefined) return given;
    fromEnv.add(setting);
    if (envValue !== undefined && envValue !== '') return envValue;
    problems.push({
      setting: withEnv(setting, variable),
      message: `is not set: pass it to createPlugboard, or set ${variable}`,
      fromEnvironment: true,
    });
    return undefined;
  };
  const baseUrl = take(
    'upstream.baseUrl',
    upstream.baseUrl,
    env.baseUrl,
    ENVIRONMENT_NAMES.baseUrl,
  );
  const clientId = take(
    'upstream.clientId',
    upstream.clientId,
    env.clientId,
    ENVIRONMENT_NAMES.clientId,
  );
  const clientSecret = take(
    'upstream.clientSecret',
    upstream.clientSecret,
    env.clientSecret,
    ENVIRONMENT_NAMES.clientSecret,
  );
  const appUrl = take('app.url', app.url, env.appUrl, ENVIRONMENT_NAMES.appUrl);
  let origin = PLACEHOLDER.appUrl;
  if (appUrl !== undefined) {
    if (URL.canParse(appUrl) && /^https?:$/.test(new URL(appUrl).protocol)) {
      origin = new URL(appUrl).origin;
    } else {
      problems.push({
        setting: withEnv('app.url', fromEnv.has('app.url') ? ENVIRONMENT_NAMES.appUrl : undefined),
        message: "must be your app's absolute http(s) origin, such as https://app.example.com",
        fromEnvironment: fromEnv.has('app.url'),
      });
    }
  }
  const webhookSecret = events.webhooks?.secret ?? (env.webhookSecret || undefined);
  if (events.webhooks?.secret === undefined && webhookSecret !== undefined) {
    fromEnv.add('events.webhooks.secret');
  }
  const mcp = options.mcp;
  const { connectLinkPages, endpoint: mcpEndpoint, ...mcpEndpointOptions } = mcp ?? {};
  const endpoint = mcpEndpoint ?? `${origin}/mcp`;

  const handler: PlugboardHandlerOptions<C> = {
    baseUrl: baseUrl ?? PLACEHOLDER.baseUrl,
    clientId: clientId ?? PLACEHOLDER.clientId,
    clientSecret: clientSecret ?? PLACEHOLDER.clientSecret,
    fetch: upstream.fetch,
    timeoutMs: upstream.timeoutMs,
    retry: upstream.retry,
    logger: options.logger,
    now: options.now,
    resolveUser: options.resolveUser,
    verifyCallbackUrl: origin + (app.callbackPath ?? '/connect/callback'),
    basePath: app.basePath,
    allowedOrigins: app.allowedOrigins,
    linkOrigins: app.linkOrigins,
    signInUrl: app.signInUrl,
    connectors: tools.connectors,
    allowedTools: tools.allowed,
    allowedProxyRequests: tools.proxyRequests,
    accountOwnership: accounts.ownership,
    canManageOrganizationAccounts: accounts.canManageOrganizationAccounts,
    maxAccountsPerConnector: accounts.maxPerConnector,
    chooseAccountWhenSeveral: accounts.chooseWhenSeveral,
    webhooks:
      webhookSecret === undefined ? undefined : { ...events.webhooks, secret: webhookSecret },
    accountEvents: events.live,
    onAccountEvent: events.onEvent,
    connectLinkPages,
    mcp:
      mcp === undefined
        ? undefined
        : { endpoint, tokenStore: stores.mcpTokens ?? createMemoryMcpTokenStore() },
    usedStateStore: stores.usedState,
    rateLimitStore: stores.rateLimit,
    activityStore: stores.activity,
    rateLimits: limits.rateLimits,
    clientIp: limits.clientIp,
    maxBodyBytes: limits.maxBodyBytes,
    maxProxyBodyBytes: limits.maxProxyBodyBytes,
    stateTtlSeconds: limits.stateTtlSeconds,
    onError: options.onError,
  };
  for (const issue of handlerOptionsIssues(handler)) {
    const [key, ...rest] = issue.path.map(String);
    const grouped = (key !== undefined && GROUPED_NAME[key]) || key || 'options';
    const setting = [grouped, ...rest].join('.');
    // A missing env value is reported once, above, not again as the placeholder's consequence.
    if (problems.some((problem) => problem.setting.startsWith(setting))) continue;
    const environmental =
      fromEnv.has(setting) || (key === 'verifyCallbackUrl' && fromEnv.has('app.url'));
    const variable = environmentVariableOf(setting);
    problems.push({
      setting: withEnv(setting, environmental ? variable : undefined),
      message: formatIssues([{ ...issue, path: [] }])[0] ?? issue.message,
      fromEnvironment: environmental,
    });
  }
  return {
    handler,
    mcp: mcp === undefined ? undefined : { ...mcpEndpointOptions, endpoint },
    answerTimeoutMs: limits.answerTimeoutMs,
    problems,
  };
}

function environmentVariableOf(setting: string): string | undefined {
  switch (setting) {
    case 'upstream.baseUrl':
      return ENVIRONMENT_NAMES.baseUrl;
    case 'upstream.clientId':
      return ENVIRONMENT_NAMES.clientId;
    case 'upstream.clientSecret':
      return ENVIRONMENT_NAMES.clientSecret;
    case 'app.url':
      return ENVIRONMENT_NAMES.appUrl;
    case 'events.webhooks.secret':
      return ENVIRONMENT_NAMES.webhookSecret;
    default:
      return undefined;
  }
}

/** One line per problem, for an error or a log line. */
export function describeProblems(problems: readonly SettingProblem[]): string {
  return problems.map((problem) => `  - ${problem.setting}: ${problem.message}`).join('\n');
}
