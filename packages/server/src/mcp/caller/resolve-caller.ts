import { formatIssues } from '../../common/format-issues.ts';
import { type SessionUser, sessionUserSchema } from '../../handler/session-user.ts';
import type { PersonalTokens } from '../../mcp-tokens/personal-tokens.ts';
import type { VerifyAccessToken } from '../mcp-endpoint-options.ts';

/**
 * The session user a bearer token stands for, or `null`: first as a personal token of the BFF's
 * store (recognized by its prefix, so a host's JWT never costs a store lookup), then through the
 * host's `verifyAccessToken`. The host's answer crosses the session schema like `resolveUser`'s.
 */
export async function resolveCaller(
  token: string,
  personalTokens: PersonalTokens | undefined,
  verifyAccessToken: VerifyAccessToken | undefined,
): Promise<SessionUser | null> {
  const personal = await personalTokens?.verify(token);
  if (personal !== undefined) return personal.user;
  if (verifyAccessToken === undefined) return null;
  const answer = await verifyAccessToken(token);
  if (answer === null) return null;
  const parsed = sessionUserSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new TypeError(
    `verifyAccessToken must answer { identifier, organizationId?, userId? } or null: ${formatIssues(parsed.error.issues).join('; ')}`,
  );
}
