import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { newId } from '../random-token.ts';
import { OAuthError } from './oauth-error.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or http on a loopback host (a native client's local callback, RFC 8252 §7.3). */
function isAllowedUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.hash !== '') return false;
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  );
}

const redirectUrisSchema = z
  .array(z.string())
  .min(1, 'redirect_uris must name at least one redirect URI')
  .max(20);

/**
 * RFC 7591 §2 client metadata, as far as the authorization code flow uses it; other fields are
 * ignored, as §2 allows. Every client is public: the service issues no secret to a DCR or CIMD
 * client (docs/internals/upstream-api.md §"MCP authorization").
 */
const clientMetadataSchema = z.looseObject({
  redirect_uris: redirectUrisSchema,
  client_name: z.string().max(200).optional(),
  client_uri: z.string().optional(),
  logo_uri: z.string().optional(),
  scope: z.string().max(2000).optional(),
  grant_types: z.array(z.string()).optional(),
  response_types: z.array(z.string()).optional(),
  token_endpoint_auth_method: z.string().optional(),
});

export interface OAuthClient {
  clientId: string;
  clientName: string | undefined;
  redirectUris: string[];
  /** How the client was registered: RFC 7591, or a client ID metadata document it hosts. */
  kind: 'dcr' | 'cimd';
  issuedAt: Date;
}

/** The registration answer of RFC 7591 §3.2.1. */
export interface ClientRegistrationResponse {
  client_id: string;
  client_id_issued_at: number;
  client_name?: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: 'none';
  scope?: string;
}

const SUPPORTED_GRANTS = ['authorization_code', 'refresh_token'];

function checkMetadata(body: unknown): z.infer<typeof clientMetadataSchema> {
  const parsed = clientMetadataSchema.safeParse(body);
  if (!parsed.success) {
    const onRedirects = parsed.error.issues.some((issue) => issue.path[0] === 'redirect_uris');
    throw new OAuthError(
      onRedirects ? 'invalid_redirect_uri' : 'invalid_client_metadata',
      z.prettifyError(parsed.error),
    );
  }
  const metadata = parsed.data;
  const badRedirect = metadata.redirect_uris.find((uri) => !isAllowedUrl(uri));
  if (badRedirect !== undefined) {
    throw new OAuthError(
      'invalid_redirect_uri',
      `"${badRedirect}" is not a redirect URI this server accepts: use https, or http on 127.0.0.1, localhost or [::1], without a fragment.`,
    );
  }
  const badGrant = metadata.grant_types?.find((grant) => !SUPPORTED_GRANTS.includes(grant));
  if (badGrant !== undefined) {
    throw new OAuthError(
      'invalid_client_metadata',
      `grant_types: "${badGrant}" is not supported here; use authorization_code and refresh_token.`,
    );
  }
  if (metadata.response_types?.some((type) => type !== 'code')) {
    throw new OAuthError('invalid_client_metadata', 'response_types: only "code" is supported.');
  }
  return metadata;
}

/** The clients the authorization server knows: registered (RFC 7591) or met by their metadata URL. */
export interface OAuthClientRegistry {
  /** RFC 7591 §3: a new public client; `invalid_redirect_uri` or `invalid_client_metadata` otherwise. */
  register(body: unknown): ClientRegistrationResponse;
  /**
   * The client `clientId` names: a registered one, or, when it is a URL, the client its metadata
   * document there describes (fetched on every authorization request, so edits apply at once).
   * Undefined for an unknown client; an `invalid_client` error for a document that cannot be used.
   */
  resolve(clientId: string): Promise<OAuthClient | undefined>;
  /** A client already met, without fetching: the token endpoint's lookup. */
  known(clientId: string): OAuthClient | undefined;
}

/** The size limit the client ID metadata document draft recommends. */
const METADATA_DOCUMENT_MAX_BYTES = 5 * 1024;

export function createOAuthClientRegistry(deps: {
  clock: Clock;
  fetch?: typeof fetch;
}): OAuthClientRegistry {
  const { clock } = deps;
  const fetchDocument = deps.fetch ?? fetch;
  const clients = new Map<string, OAuthClient>();

  async function fromMetadataDocument(url: string): Promise<OAuthClient> {
    const refuse = (why: string) =>
      new OAuthError('invalid_client', `The client metadata document at ${url} ${why}.`);
    let text: string;
    try {
      const res = await fetchDocument(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw refuse(`answered ${res.status}`);
      text = await res.text();
    } catch (error) {
      if (error instanceof OAuthError) throw error;
      throw refuse('could not be fetched');
    }
    if (Buffer.byteLength(text) > METADATA_DOCUMENT_MAX_BYTES) throw refuse('is larger than 5 KB');
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      throw refuse('is not JSON');
    }
    const idCheck = z.looseObject({ client_id: z.literal(url) }).safeParse(document);
    if (!idCheck.success) throw refuse('does not name itself as client_id');
    let metadata: z.infer<typeof clientMetadataSchema>;
    try {
      metadata = checkMetadata(document);
    } catch (error) {
      throw refuse(`is not usable: ${(error as Error).message}`);
    }
    const method = metadata.token_endpoint_auth_method;
    if (method !== undefined && method !== 'none') {
      throw refuse('asks for a client secret, which a metadata document client cannot hold');
    }
    return {
      clientId: url,
      clientName: metadata.client_name,
      redirectUris: metadata.redirect_uris,
      kind: 'cimd',
      issuedAt: clock.now(),
    };
  }

  return {
    register(body) {
      const metadata = checkMetadata(body);
      const client: OAuthClient = {
        // docs/internals/upstream-api.md §"MCP authorization": the service's DCR clients are m2m_….
        clientId: newId('m2m_'),
        clientName: metadata.client_name,
        redirectUris: metadata.redirect_uris,
        kind: 'dcr',
        issuedAt: clock.now(),
      };
      clients.set(client.clientId, client);
      return {
        client_id: client.clientId,
        client_id_issued_at: Math.floor(client.issuedAt.getTime() / 1000),
        ...(metadata.client_name !== undefined && { client_name: metadata.client_name }),
        redirect_uris: client.redirectUris,
        grant_types: SUPPORTED_GRANTS,
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
        ...(metadata.scope !== undefined && { scope: metadata.scope }),
      };
    },
    async resolve(clientId) {
      const registered = clients.get(clientId);
      if (registered?.kind === 'dcr') return registered;
      if (!isAllowedUrl(clientId) || new URL(clientId).pathname === '/') return undefined;
      const client = await fromMetadataDocument(clientId);
      clients.set(clientId, client);
      return client;
    },
    known: (clientId) => clients.get(clientId),
  };
}
