import { join } from 'node:path';
import { createClock } from './clock.ts';
import {
  accountPreparerOf,
  accountResourcesOf,
  createSimulators,
  type Simulators,
} from './connectors/registry.ts';
import { createControl, type EmulatorControl } from './control.ts';
import { createBoundedServer } from './http/bounded-server.ts';
import { createApp } from './http/create-app.ts';
import { baseUrlFor } from './listen.ts';
import { createMcpConfigServices } from './mcp-configs/index.ts';
import { createAuthorizationServer } from './oauth/authorization-server.ts';
import { type EmulatorOptions, resolveOptions } from './options.ts';
import { createAccessTokenService } from './services/access-tokens.ts';
import { createAuthRequestService } from './services/auth-requests.ts';
import { createConnectedAccountService } from './services/connected-accounts.ts';
import { createDirectory } from './services/directory.ts';
import { createFaultService } from './services/faults.ts';
import { createPortalLinkService } from './services/portal-links.ts';
import { preparingAccounts, preparingLinks } from './services/preparing-accounts.ts';
import { createRateLimiter } from './services/rate-limit.ts';
import { releasingAccountResources } from './services/releasing-accounts.ts';
import { createSeedService } from './services/seed.ts';
import { createToolExecutionService } from './services/tool-executions.ts';
import { openStore } from './store/open-store.ts';
import { setupWebhooks } from './webhooks/setup-webhooks.ts';

/**
 * A running emulator: where it listens, the client it accepts, and its control.
 *
 * @example
 * const { url, clientId, clientSecret } = emulator;
 * const upstream = { baseUrl: url, clientId, clientSecret };
 */
export interface Emulator {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The client id POST /oauth/token accepts. */
  clientId: string;
  /** The client secret POST /oauth/token accepts; keep it on the server side. */
  clientSecret: string;
  /** In-process control: reset state, move the clock, inject faults. */
  control: EmulatorControl;
  /**
   * Stops listening, lets the requests in flight end (up to `timeLimits.drainMs`), then closes the
   * database; safe to call more than once.
   */
  close(): Promise<void>;
}

/**
 * Starts the upstream service emulator: HTTP server, database (in memory or a data folder) and
 * the baseline of a new environment (its default roles and settings).
 *
 * @example
 * const emulator = await createEmulator({ memory: true });
 * const res = await fetch(`${emulator.url}/oauth/token`, {
 *   method: 'POST',
 *   body: new URLSearchParams({
 *     grant_type: 'client_credentials',
 *     client_id: emulator.clientId,
 *     client_secret: emulator.clientSecret,
 *   }),
 * });
 * const { access_token } = await res.json();
 * await emulator.close();
 */
export async function createEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const settings = resolveOptions(options);
  const store = await openStore(settings.memory ? undefined : settings.dataDir);
  const clock = createClock();
  const seeds = createSeedService({ store, clock });
  // The request listener is in place before the port opens: a request that arrives while the
  // simulators start (they need the URL, so they start after listening) waits for them, bounded,
  // instead of reaching a server with no listener, which would never answer it.
  const bounded = createBoundedServer(settings.timeLimits);
  // Connectors' own data (warehouse engines, library files) sits beside the emulator's tables.
  const connectorData = settings.memory ? undefined : join(settings.dataDir, 'connectors');
  let url: string;
  let simulators: Simulators;
  try {
    await seeds.ensureBaseline();
    url = baseUrlFor(await bounded.listen(settings.port, settings.host));
    simulators = await createSimulators({ store, clock, baseUrl: url }, connectorData);
  } catch (error) {
    bounded.failed();
    await bounded.close();
    store.close();
    throw error;
  }

  const credentials = { clientId: settings.clientId, clientSecret: settings.clientSecret };
  const tokens = createAccessTokenService({
    store,
    clock,
    credentials,
    ttlSeconds: settings.tokenTtlSeconds,
  });
  const connectorResources = accountResourcesOf(simulators);
  const prepareAccount = accountPreparerOf(connectorResources);
  const live = setupWebhooks({
    clock,
    accounts: preparingAccounts(
      releasingAccountResources(
        createConnectedAccountService({ store, clock }),
        connectorResources,
      ),
      prepareAccount,
    ),
  });
  const { accounts } = live;
  const directory = createDirectory({ store, clock });
  const authRequests = live.emittingLinks(
    preparingLinks(
      createAuthRequestService({ store, clock, accounts, users: directory.users, baseUrl: url }),
      prepareAccount,
    ),
  );
  const faults = createFaultService();
  const portalLinks = createPortalLinkService({ ...directory, store, clock, baseUrl: url });
  const rateLimiter = createRateLimiter(clock, settings.rateLimit);
  const oauth = createAuthorizationServer({ store, clock, baseUrl: url });
  const control = createControl({
    clock,
    accounts,
    faults,
    seeds,
    rateLimiter,
    authRequests,
    webhooks: live.webhooks,
    oauth,
    initialRateLimit: settings.rateLimit,
  });
  const executions = createToolExecutionService({ store, clock, accounts, simulators });
  const mcpConfigServices = createMcpConfigServices({
    store,
    clock,
    accounts,
    authRequests,
    baseUrl: url,
  });
  bounded.ready(
    createApp({
      ...directory,
      credentials,
      tokens,
      accounts,
      authRequests,
      faults,
      control,
      executions,
      portalLinks,
      rateLimiter,
      library: simulators.doclib,
      video: simulators.video,
      ...mcpConfigServices,
      oauth,
    }),
  );

  let closing: Promise<void> | undefined;
  return {
    url,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    control,
    close() {
      closing ??= (async () => {
        live.webhooks.close();
        await bounded.close();
        await Promise.all(Object.values(connectorResources).map((resources) => resources.close()));
        store.close();
      })();
      return closing;
    },
  };
}
