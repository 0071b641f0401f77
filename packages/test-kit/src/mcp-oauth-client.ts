import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';

/**
 * An MCP client's OAuth state, in memory, for the SDK's `auth()` and
 * `StreamableHTTPClientTransport`: it registers itself, and `signIn` plays the user's browser on
 * the authorization URL (Chromium clicking the sign-in page, or the emulator's control API),
 * answering the client's callback URL. It names no scope of its own, as real clients do: the SDK
 * asks for what the resource metadata advertises.
 */
export class SignInProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  /** The callback the last sign-in answered, with `code` and `state`. */
  callback: URL | undefined;
  private verifier = '';

  constructor(
    private readonly signIn: (authorizationUrl: URL) => Promise<URL>,
    readonly redirectUrl = 'http://127.0.0.1:9/callback',
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Plugboard test client',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  async redirectToAuthorization(url: URL) {
    this.callback = await this.signIn(url);
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}
