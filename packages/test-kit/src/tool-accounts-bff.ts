import type { BffErrorBody, ToolAccount, ToolExecutionResponse } from '@plugboard/schema';
import { serveFetchHandler } from './fetch-server.ts';
import type { RunningServer } from './listen.ts';

export interface ToolAccountsBffOptions {
  /** The session user's accounts on the tool's connector; the one with `is_default` runs unnamed calls. */
  accounts: ToolAccount[];
  /** What a run on each account answers as `data`, by account id. */
  results: Record<string, Record<string, unknown>>;
}

export interface ToolAccountsBff extends RunningServer {
  /** Where the provider's `baseUrl` points. */
  readonly baseUrl: string;
  /** The JSON bodies posted to /tools/execute, in order. */
  readonly executions: unknown[];
  /** Holds the next run's answer until the returned function is called. */
  holdNext(): () => void;
}

const refusal = (status: number, error: BffErrorBody['error']) =>
  Response.json({ error }, { status });

/**
 * A stand-in BFF on a free port whose POST /tools/execute runs the account named by its id, or the
 * default when none is named, and answers with the account that ran: for the components that show
 * which account ran and send the one the user chose. How the real BFF matches names and asks for a
 * choice is tested against it (packages/server/src/accounts/several-accounts.test.ts, and
 * useExecuteTool's tests); here any other `account` is 400 UNKNOWN_ACCOUNT.
 */
export async function serveToolAccountsBff(
  options: ToolAccountsBffOptions,
): Promise<ToolAccountsBff> {
  const executions: unknown[] = [];
  let held: Promise<void> | undefined;
  let runs = 0;

  const find = (reference: string | undefined): ToolAccount | undefined =>
    options.accounts.find((account) =>
      reference === undefined ? account.is_default : account.id === reference,
    );

  const server = await serveFetchHandler(async (request) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/tools/execute')) {
      return refusal(404, { code: 'NOT_FOUND', message: 'No such route.', status: 404 });
    }
    const body = (await request.json()) as { account?: string };
    executions.push(body);
    const waitFor = held;
    held = undefined;
    if (waitFor) await waitFor;
    const account = find(body.account);
    if (!account) {
      return refusal(400, {
        code: 'UNKNOWN_ACCOUNT',
        message: `You have no account with id ${body.account}.`,
        status: 400,
        accounts: options.accounts,
      });
    }
    runs += 1;
    const answer: ToolExecutionResponse = {
      data: options.results[account.id] ?? {},
      execution_id: `exec_account${runs}`,
      account,
    };
    return Response.json(answer);
  });

  return {
    ...server,
    baseUrl: server.url,
    executions,
    holdNext() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}
