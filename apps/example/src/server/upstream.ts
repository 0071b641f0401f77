import { randomBytes } from 'node:crypto';
import { createEmulator, type Emulator } from '@plugboard/emulator';
import { DEMO_ORGANIZATION, DEMO_USERS } from './demo-users.ts';

export interface Upstream {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** True when the app runs on its own embedded emulator rather than a real service. */
  embedded: boolean;
  /**
   * The upstream id of the demo users' organization (Acme): `org_acme` on the embedded emulator,
   * `PLUGBOARD_ORGANIZATION_ID` on a real service, where the organization must exist already.
   * Without one the demo users have no organization, and nothing is shared.
   */
  organizationId: string | undefined;
  /**
   * The signing secret of the webhook endpoint at `{origin}/api/plugboard/webhooks`: made up and
   * registered for the embedded emulator, `PLUGBOARD_WEBHOOK_SECRET` (from the service's
   * dashboard) on a real service. Without one the app has no live account events.
   */
  webhookSecret: string | undefined;
  /** Subscribes the app at `origin` to the embedded emulator's webhooks; a real service's are set in its dashboard. */
  subscribeWebhooks(origin: string): void;
  /**
   * The OAuth authorization server of the app's MCP endpoint (docs/internals/upstream-api.md §"MCP authorization"):
   * the environment, which signs the access tokens (`issuer`), and `register`,
   * which registers the endpoint as an MCP server with its scopes and answers its authorization
   * server URL.
   * Undefined on a real service without `PLUGBOARD_MCP_AUTHORIZATION_SERVER`.
   */
  mcpAuthorization: McpAuthorization | undefined;
  close(): Promise<void>;
}

export interface McpAuthorization {
  issuer: string;
  /** On a real service the scopes are registered in its dashboard, and this only answers the URL. */
  register(serverUrl: string, scopes: string[]): Promise<string>;
  /** The clock tokens expire by: the embedded emulator's, which its control API moves. */
  now?: () => Date;
}

export interface UpstreamEnv {
  PLUGBOARD_BASE_URL?: string;
  PLUGBOARD_CLIENT_ID?: string;
  PLUGBOARD_CLIENT_SECRET?: string;
  PLUGBOARD_DATA_DIR?: string;
  PLUGBOARD_ORGANIZATION_ID?: string;
  PLUGBOARD_WEBHOOK_SECRET?: string;
  /** On a real service: the MCP server's authorization server URL from its dashboard. */
  PLUGBOARD_MCP_AUTHORIZATION_SERVER?: string;
}

/** Acme, on an emulator that may already hold it (a data folder kept from an earlier run). */
async function ensureDemoOrganization(emulator: Emulator): Promise<void> {
  try {
    await emulator.control.seed({
      data: {
        organizations: [{ id: DEMO_ORGANIZATION.id, display_name: DEMO_ORGANIZATION.name }],
      },
    });
  } catch (error) {
    if ((error as { status?: number }).status !== 409) throw error;
  }
}

/**
 * The demo users as users of the environment, members of Acme, so the emulator's OAuth sign-in
 * page offers them; their ids are the demo users' own, which the access tokens carry as `sub`.
 */
async function ensureDemoUsers(emulator: Emulator): Promise<void> {
  for (const user of DEMO_USERS) {
    try {
      await emulator.control.seed({
        data: {
          users: [
            {
              id: user.id,
              email: user.email,
              user_profile: { name: user.name },
              memberships: [
                { organization_id: DEMO_ORGANIZATION.id, roles: [{ name: user.organizationRole }] },
              ],
            },
          ],
        },
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
}

/**
 * The hosted service when `PLUGBOARD_BASE_URL` names one, otherwise an emulator started in this
 * process, so the example runs with no network and no account anywhere.
 */
export async function startUpstream(
  env: UpstreamEnv,
  { memory }: { memory: boolean },
): Promise<Upstream> {
  if (env.PLUGBOARD_BASE_URL) {
    const { PLUGBOARD_CLIENT_ID: clientId, PLUGBOARD_CLIENT_SECRET: clientSecret } = env;
    if (!clientId || !clientSecret) {
      throw new Error(
        'PLUGBOARD_BASE_URL is set, so PLUGBOARD_CLIENT_ID and PLUGBOARD_CLIENT_SECRET must be set too.',
      );
    }
    return {
      baseUrl: env.PLUGBOARD_BASE_URL,
      clientId,
      clientSecret,
      embedded: false,
      organizationId: env.PLUGBOARD_ORGANIZATION_ID || undefined,
      webhookSecret: env.PLUGBOARD_WEBHOOK_SECRET || undefined,
      subscribeWebhooks: () => {},
      mcpAuthorization: env.PLUGBOARD_MCP_AUTHORIZATION_SERVER
        ? {
            issuer: env.PLUGBOARD_BASE_URL,
            register: async () => env.PLUGBOARD_MCP_AUTHORIZATION_SERVER ?? '',
          }
        : undefined,
      close: async () => {},
    };
  }
  const emulator = await createEmulator(
    memory ? { memory: true } : { dataDir: env.PLUGBOARD_DATA_DIR ?? '.plugboard' },
  );
  await ensureDemoOrganization(emulator);
  const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
  await ensureDemoUsers(emulator);
  return {
    baseUrl: emulator.url,
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    embedded: true,
    organizationId: DEMO_ORGANIZATION.id,
    webhookSecret,
    subscribeWebhooks(origin) {
      emulator.control.webhooks.add({
        url: `${origin}/api/plugboard/webhooks`,
        secret: webhookSecret,
      });
    },
    mcpAuthorization: {
      issuer: emulator.url,
      register: async (serverUrl, scopes) =>
        (await emulator.control.oauth.registerMcpServer({ server_url: serverUrl, scopes }))
          .authorization_server,
      now: () => emulator.control.now(),
    },
    close: () => emulator.close(),
  };
}
