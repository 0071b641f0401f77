import { randomUUID } from 'node:crypto';
import type { WarehouseEngine } from './engine.ts';
import { type ExecutionContext, enterContext } from './execution-context.ts';
import { computedColumn } from './row-type.ts';
import { fromWireError } from './sql-errors.ts';
import {
  type ExecutionControl,
  executeStatement,
  type StatementSpec,
} from './statement-execution.ts';
import {
  type RequestRun,
  type StatementRecord,
  type StatementState,
  storeResult,
} from './statement-record.ts';
import { FAILURES, WarehouseFailure } from './warehouse-failure.ts';
import { WireFailure, type WireSession } from './wire-session.ts';

/** How long a result is kept, by the emulator clock: the service keeps results for a day. */
const RESULT_TTL_MS = 24 * 60 * 60 * 1000;

/** A request to run: its statements, where they run and how their results are kept. */
export interface WarehouseRequest {
  /** The statements; a WarehouseFailure thrown here fails the request (a `?` with no binding). */
  statements(): StatementSpec[];
  context: ExecutionContext;
  requestId: string;
  nullable: boolean;
  /** Seconds the request may run; undefined for no limit. */
  timeoutSeconds: number | undefined;
  rowLimit: number | undefined;
  /** A SHOW command's result (row-type.ts). */
  showCommand: boolean;
}

/** Multiple statements answer this in place of rows (docs/result-shapes.md, warehouse). */
const MULTIPLE_STATEMENTS = storeResult({
  rowType: [computedColumn('multiple statement execution', 'text')],
  rows: [['Multiple statements executed successfully.']],
});

function asFailure(error: unknown): WarehouseFailure {
  if (error instanceof WarehouseFailure) return error;
  if (error instanceof WireFailure) return fromWireError(error.error, '');
  // A bug in the emulator, not an answer the warehouse meant to give: keep it for whoever debugs it.
  console.error(error);
  return FAILURES.internal();
}

function succeeded(result: Parameters<typeof storeResult>[0]): StatementState {
  return { status: 'succeeded', result: storeResult(result) };
}

/**
 * The statements of one warehouse account, by handle, and the engine they run on (opened on the
 * first statement). A request runs in the background; its record tells how it stands, so the
 * same request can be answered at once (async) or when done.
 */
export class StatementRegistry {
  readonly #records = new Map<string, StatementRecord>();
  readonly #byRequestId = new Map<string, string>();
  readonly #openEngine: () => Promise<WarehouseEngine>;
  #engine: Promise<WarehouseEngine> | undefined;

  constructor(openEngine: () => Promise<WarehouseEngine>) {
    this.#openEngine = openEngine;
  }

  /** Starts `request` and answers its record, still running. */
  submit(request: WarehouseRequest, now: Date): StatementRecord {
    this.#sweep(now);
    let cancelled = false;
    let markFinished = () => {};
    const run: RequestRun = {
      cancel: () => {
        cancelled = true;
      },
      get cancelled() {
        return cancelled;
      },
      finished: new Promise<void>((resolve) => {
        markFinished = resolve;
      }),
    };
    const record = this.#add(request, now, run);
    this.#byRequestId.set(request.requestId, record.handle);
    void this.#perform(record, request).finally(markFinished);
    return record;
  }

  /** The statement `handle`; 404 when the account has none (or its result expired). */
  find(handle: string, now: Date): StatementRecord {
    this.#sweep(now);
    const record = this.#records.get(handle);
    if (record === undefined) throw FAILURES.statementNotFound(handle).toUpstream(handle);
    return record;
  }

  /** The last request sent with `requestId`, if its result is still kept. */
  forRequestId(requestId: string, now: Date): StatementRecord | undefined {
    this.#sweep(now);
    const handle = this.#byRequestId.get(requestId);
    return handle === undefined ? undefined : this.#records.get(handle);
  }

  /** Cancels every running request, waits for them, and closes the engine. */
  async close(): Promise<void> {
    const runs = [...this.#records.values()].map((record) => record.run);
    for (const run of runs) run.cancel();
    await Promise.all(runs.map((run) => run.finished));
    const engine = await this.#engine?.catch(() => undefined);
    this.#engine = undefined;
    await engine?.close();
  }

  #engineOnce(): Promise<WarehouseEngine> {
    this.#engine ??= this.#openEngine().catch((error: unknown) => {
      this.#engine = undefined;
      throw error;
    });
    return this.#engine;
  }

  #add(request: WarehouseRequest, now: Date, run: RequestRun): StatementRecord {
    const record: StatementRecord = {
      handle: randomUUID(),
      requestId: request.requestId,
      createdOn: now.getTime(),
      nullable: request.nullable,
      state: { status: 'running' },
      children: undefined,
      run,
    };
    this.#records.set(record.handle, record);
    return record;
  }

  /** Forgets finished statements older than the result lifetime. */
  #sweep(now: Date): void {
    for (const [handle, record] of this.#records) {
      if (record.state.status !== 'running' && record.createdOn + RESULT_TTL_MS < now.getTime()) {
        this.#records.delete(handle);
        if (this.#byRequestId.get(record.requestId) === handle) {
          this.#byRequestId.delete(record.requestId);
        }
      }
    }
  }

  /** Runs the request to its end; never throws: the outcome goes into the records. */
  async #perform(parent: StatementRecord, request: WarehouseRequest): Promise<void> {
    try {
      const engine = await this.#engineOnce();
      await engine.exclusive(async (session) => {
        try {
          await this.#execute(session, parent, request);
        } finally {
          await session.endRequest();
        }
      });
    } catch (error) {
      parent.state = { status: 'failed', failure: asFailure(error) };
    }
  }

  async #execute(session: WireSession, parent: StatementRecord, request: WarehouseRequest) {
    const { timeoutSeconds } = request;
    const deadline =
      timeoutSeconds === undefined ? undefined : performance.now() + timeoutSeconds * 1000;
    const control: ExecutionControl = {
      stopReason: () => {
        if (parent.run.cancelled) return FAILURES.canceled();
        if (
          deadline !== undefined &&
          timeoutSeconds !== undefined &&
          performance.now() > deadline
        ) {
          return FAILURES.timedOut(timeoutSeconds);
        }
        return undefined;
      },
      rowLimit: request.rowLimit,
      showCommand: request.showCommand,
    };
    const specs = request.statements();
    const [only] = specs;
    if (only === undefined) throw FAILURES.emptyRequest();
    await enterContext(session, request.context);
    if (specs.length === 1) {
      parent.state = succeeded(await executeStatement(session, only, control));
      return;
    }
    parent.children = [];
    for (const spec of specs) {
      const child = this.#add(request, new Date(parent.createdOn), parent.run);
      parent.children.push(child.handle);
      try {
        child.state = succeeded(await executeStatement(session, spec, control));
      } catch (error) {
        child.state = { status: 'failed', failure: asFailure(error) };
        throw error;
      }
    }
    parent.state = { status: 'succeeded', result: MULTIPLE_STATEMENTS };
  }
}
