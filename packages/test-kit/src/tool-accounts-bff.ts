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
 * A stand-in BFF on a free port whose POST /tools/execute picks the account as the real one does
 * (docs/internals/several-accounts.md): `account` matched against ids, then names exactly
 * (case-insensitive), then names that contain it; one match runs, several answer 409
 * ACCOUNT_CHOICE_REQUIRED, none 400 UNKNOWN_ACCOUNT; no `account` runs the default. The answer
 * carries the account that ran, so a test sees which one a call reached without the emulator's
 * accounts.
 */
export async function serveToolAccountsBff(
  options: ToolAccountsBffOptions,
): Promise<ToolAccountsBff> {
  const executions: unknown[] = [];
  let held: Promise<void> | undefined;
  let runs = 0;

  const choose = (reference: string | undefined): ToolAccount[] => {
    const { accounts } = options;
    if (reference === undefined) return accounts.filter((account) => account.is_default);
    const byId = accounts.filter((account) => account.id === reference);
    if (byId.length > 0) return byId;
    const wanted = reference.toLowerCase();
    const exact = accounts.filter((account) => account.name.toLowerCase() === wanted);
    if (exact.length > 0) return exact;
    return accounts.filter((account) => account.name.toLowerCase().includes(wanted));
  };

  const server = await serveFetchHandler(async (request) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/tools/execute')) {
      return refusal(404, { code: 'NOT_FOUND', message: 'No such route.', status: 404 });
    }
    const body = (await request.json()) as { account?: string };
    executions.push(body);
    const waitFor = held;
    held = undefined;
    if (waitFor) await waitFor;
    const matches = choose(body.account);
    const [account] = matches;
    if (matches.length > 1) {
      return refusal(409, {
        code: 'ACCOUNT_CHOICE_REQUIRED',
        message: `"${body.account}" fits several accounts; name one by its id.`,
        status: 409,
        accounts: matches,
      });
    }
    if (!account) {
      return refusal(400, {
        code: 'UNKNOWN_ACCOUNT',
        message: `No account is called "${body.account}".`,
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
