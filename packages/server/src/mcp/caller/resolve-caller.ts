import { DEFAULT_MCP_TOOL_SCOPE, type McpToolScope, mcpToolScopeSchema } from '@plugboard/schema';
import { z } from 'zod';
import { formatIssues } from '../../common/format-issues.ts';
import { type SessionUser, sessionUserSchema } from '../../common/session-user.ts';
import type { VerifyAccessToken } from '../mcp-endpoint-options.ts';
import type { PersonalTokens } from '../tokens/personal-tokens.ts';

/** Who a bearer token stands for, and what of the catalog its client sees. */
export interface McpCaller {
  user: SessionUser;
  toolScope: McpToolScope;
}

/** A host's answer with a tool scope (an OAuth token's granted scopes, say). */
const scopedAnswerSchema = z.object({ user: sessionUserSchema, toolScope: mcpToolScopeSchema });

/**
 * The caller a bearer token stands for, or `null`: first as a personal token of the BFF's store
 * (recognized by its prefix, so a host's JWT never costs a store lookup), with the scope its owner
 * chose; then through the host's `verifyAccessToken`, whose answer crosses a schema like
 * `resolveUser`'s. A token without a scope (made before scopes, or a host's bare user) discovers.
 */
export async function resolveCaller(
  token: string,
  personalTokens: PersonalTokens | undefined,
  verifyAccessToken: VerifyAccessToken | undefined,
): Promise<McpCaller | null> {
  const personal = await personalTokens?.verify(token);
  if (personal !== undefined) {
    return { user: personal.user, toolScope: personal.token.toolScope ?? DEFAULT_MCP_TOOL_SCOPE };
  }
  if (verifyAccessToken === undefined) return null;
  const answer = await verifyAccessToken(token);
  if (answer === null) return null;
  const scoped = scopedAnswerSchema.safeParse(answer);
  if (scoped.success) return scoped.data;
  const parsed = sessionUserSchema.safeParse(answer);
  if (parsed.success) return { user: parsed.data, toolScope: DEFAULT_MCP_TOOL_SCOPE };
  throw new TypeError(
    `verifyAccessToken must answer { identifier, organizationId?, userId? }, { user, toolScope } or null: ${formatIssues(parsed.error.issues).join('; ')}`,
  );
}
