export { APP_VIEW_MIME_TYPE, appViewUri } from './mcp/apps/app-views.ts';
export type { AccessTokenClaims } from './mcp/auth/access-token-claims.ts';
export type {
  AccessTokenVerifier,
  JwtAccessTokenVerifierOptions,
} from './mcp/auth/jwt-access-token-verifier.ts';
export { createJwtAccessTokenVerifier } from './mcp/auth/jwt-access-token-verifier.ts';
export { createMcpEndpoint } from './mcp/create-mcp-endpoint.ts';
export type { McpEndpoint } from './mcp/mcp-endpoint.ts';
export type { VerifyAccessToken, VerifyAccessTokenAnswer } from './mcp/mcp-endpoint-options.ts';
