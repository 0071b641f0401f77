import {
  type AccountListItem,
  accountsPageSchema,
  createLinkRequestSchema,
  updateAccountRequestSchema,
} from '@plugboard/schema';
import { type RunningServer, serveFetchHandler } from '@plugboard/test-kit';

/**
 * A stand-in BFF on a free loopback port for the account routes of issue 32, taking bodies
 * through the schema as the real one does and answering schema-valid ones: GET /accounts,
 * PATCH /accounts/:id (a new default takes the flag from the owner's other accounts of the
 * connector), and POST /links, which past `limit` accounts of a connector answers 409
 * ACCOUNT_LIMIT_REACHED to `{add: true}`.
 */
export interface AccountsBff extends RunningServer {
  readonly baseUrl: string;
  /** The accounts as the BFF holds them now. */
  readonly accounts: AccountListItem[];
  /** Every request's method, path and JSON body, in order. */
  readonly requests: { method: string; path: string; body: unknown }[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const failure = (status: number, code: string, message: string) =>
  json({ error: { code, message, status } }, status);

export async function serveAccountsBff(
  initial: AccountListItem[],
  { limit = 10 }: { limit?: number } = {},
): Promise<AccountsBff> {
  const accounts = [...initial];
  const requests: AccountsBff['requests'] = [];
  const server = await serveFetchHandler(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/plugboard/, '');
    const body: unknown = request.method === 'GET' ? undefined : await request.json();
    requests.push({ method: request.method, path, body });
    if (request.method === 'GET' && path === '/accounts') {
      return json(
        accountsPageSchema.parse({
          accounts,
          next_page_token: '',
          prev_page_token: '',
          total_size: accounts.length,
        }),
      );
    }
    const changed = /^\/accounts\/([^/]+)$/.exec(path)?.[1];
    if (request.method === 'PATCH' && changed) {
      const parsed = updateAccountRequestSchema.safeParse(body);
      if (!parsed.success) return failure(400, 'VALIDATION_FAILED', parsed.error.message);
      const index = accounts.findIndex((account) => account.id === changed);
      const account = accounts[index];
      if (!account) return failure(404, 'NOT_FOUND', `No account ${changed}.`);
      if (parsed.data.is_default) {
        for (const [at, other] of accounts.entries())
          if (other.connector === account.connector) accounts[at] = { ...other, is_default: false };
      }
      const updated: AccountListItem = {
        ...account,
        label: parsed.data.label ?? account.label,
        is_default: parsed.data.is_default ?? account.is_default,
      };
      accounts[index] = updated;
      return json(updated);
    }
    if (request.method === 'POST' && path === '/links') {
      const parsed = createLinkRequestSchema.safeParse(body);
      if (!parsed.success) return failure(400, 'VALIDATION_FAILED', parsed.error.message);
      const mine = accounts.filter((account) => account.connector === parsed.data.connector);
      if (parsed.data.add && mine.length >= limit) {
        return failure(
          409,
          'ACCOUNT_LIMIT_REACHED',
          `You have ${mine.length} accounts of ${parsed.data.connector}, the most allowed. Disconnect one to add another.`,
        );
      }
      return json({
        link: `${url.origin}/consent`,
        expiry: new Date(Date.now() + 600_000).toISOString(),
      });
    }
    return failure(404, 'NOT_FOUND', 'No such route.');
  });
  return { ...server, baseUrl: `${server.url}/api/plugboard`, accounts, requests };
}
