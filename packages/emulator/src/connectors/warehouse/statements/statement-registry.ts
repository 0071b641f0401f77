import { randomUUID } from 'node:crypto';
import type { WarehouseEngine } from '../engines/engine.ts';
import { type EngineOutcome, failureFrom } from '../engines/engine-job.ts';
import { FAILURES, WarehouseFailure } from '../errors.ts';
import type { ExecutionContext } from './execution-context.ts';
import { ResultCache } from './result-cache.ts';
import { computedColumn } from './row-type.ts';
import type { StatementSpec } from './statement-execution.ts';
import {
  type RequestRun,
  type StatementRecord,
  type StatementState,
  type StoredResult,
  storeResult,
} from './statement-record.ts';

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
  /**
   * What decides the request's answer (result-cache.ts), when a kept result may answer it;
   * undefined to run it whatever was kept (USE_CACHED_RESULT false, the information tools).
   */
  cacheKey?: string | undefined;
}

/** The run of a request answered from a kept result: it never ran, so there is nothing to stop. */
const FINISHED_RUN: RequestRun = {
  cancel: () => {},
  cancelled: false,
  finished: Promise.resolve(),
};

/** Multiple statements answer this in place of rows (docs/tool-results.md §"warehouse"). */
const MULTIPLE_STATEMENTS = storeResult({
  rowType: [computedColumn('multiple statement execution', 'text')],
  rows: [['Multiple statements executed successfully.']],
});

function asFailure(error: unknown): WarehouseFailure {
  if (error instanceof WarehouseFailure) return error;
  // A bug in the emulator, not an answer the warehouse meant to give: keep it for whoever debugs it.
  console.error(error);
  return FAILURES.internal();
}

function succeeded(result: StoredResult): StatementState {
  return { status: 'succeeded', result };
}

/**
 * The statements of one warehouse account, by handle, and the engine they run on (opened on the
 * first statement, and again after it was parked). A request runs in the background; its record
 * tells how it stands, so the same request can be answered at once (async) or when done.
 */
export class StatementRegistry {
  readonly #records = new Map<string, StatementRecord>();
  readonly #byRequestId = new Map<string, string>();
  readonly #openEngine: () => Promise<WarehouseEngine>;
  #engine: Promise<WarehouseEngine> | undefined;
  /** A parked engine closing: the next one waits for it, since both would use the same folder. */
  #closing: Promise<void> = Promise.resolve();
  /** Requests submitted and not finished. */
  #active = 0;
  readonly #results = new ResultCache();
  /** When the oldest record kept was created (emulator clock, ms); undefined when none is. */
  #oldest: number | undefined;
  /** The engine's data version after its last job; undefined when not known (none ran, it closed). */
  #dataVersion: number | undefined;

  constructor(openEngine: () => Promise<WarehouseEngine>) {
    this.#openEngine = openEngine;
  }

  /** Starts `request` and answers its record, still running. */
  submit(request: WarehouseRequest, now: Date): StatementRecord {
    this.#sweep(now);
    const kept = this.#kept(request);
    if (kept !== undefined) {
      const record = this.#add(request, now, FINISHED_RUN, succeeded(kept));
      this.#byRequestId.set(request.requestId, record.handle);
      return record;
    }
    const stop = new AbortController();
    let markFinished = () => {};
    const run: RequestRun = {
      cancel: () => stop.abort(),
      get cancelled() {
        return stop.signal.aborted;
      },
      finished: new Promise<void>((resolve) => {
        markFinished = resolve;
      }),
    };
    const record = this.#add(request, now, run);
    this.#byRequestId.set(request.requestId, record.handle);
    this.#active += 1;
    void this.#perform(record, request, stop.signal).finally(() => {
      this.#active -= 1;
      markFinished();
    });
    return record;
  }

  /** Whether a request of the account is running (or waiting for the engine). */
  get busy(): boolean {
    return this.#active > 0;
  }

  /** Whether the account's engine is open (or opening). */
  get live(): boolean {
    return this.#engine !== undefined;
  }

  /**
   * Closes the engine while no request runs, to free its memory; its cluster stays in its folder
   * and the next request opens it again.
   */
  async park(): Promise<void> {
    const engine = this.#engine;
    if (this.busy || engine === undefined) return;
    this.#engine = undefined;
    this.#forgetResults();
    this.#closing = engine.then(
      (opened) => opened.close(),
      () => undefined,
    );
    await this.#closing;
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

  /**
   * Cancels every running request and closes the engine, which waits for them to stop (a worker
   * stuck in one long step is terminated after a grace period), so closing never hangs.
   */
  async close(): Promise<void> {
    const runs = [...this.#records.values()].map((record) => record.run);
    for (const run of runs) run.cancel();
    const engine = await this.#engine?.catch(() => undefined);
    this.#engine = undefined;
    this.#forgetResults();
    await engine?.close();
    await this.#closing;
    await Promise.all(runs.map((run) => run.finished));
  }

  /**
   * The result kept for the request, if one may answer it: only while no other request runs,
   * since one running may be changing the data, and the data version is the engine's now.
   */
  #kept(request: WarehouseRequest): StoredResult | undefined {
    const version = this.#dataVersion;
    if (request.cacheKey === undefined || version === undefined || this.busy) return undefined;
    return this.#results.get(request.cacheKey, version);
  }

  #engineOnce(): Promise<WarehouseEngine> {
    this.#engine ??= this.#closing.then(this.#openEngine).catch((error: unknown) => {
      this.#engine = undefined;
      throw error;
    });
    return this.#engine;
  }

  #add(
    request: WarehouseRequest,
    now: Date,
    run: RequestRun,
    state: StatementState = { status: 'running' },
  ): StatementRecord {
    const record: StatementRecord = {
      handle: randomUUID(),
      requestId: request.requestId,
      createdOn: now.getTime(),
      nullable: request.nullable,
      state,
      children: undefined,
      run,
    };
    this.#records.set(record.handle, record);
    this.#noteCreated(record.createdOn);
    return record;
  }

  /**
   * Forgets finished statements older than the result lifetime. Walks the records only when the
   * oldest one kept may have expired: every request looks, and an account keeps a day's records.
   */
  #sweep(now: Date): void {
    if (this.#oldest === undefined || this.#oldest + RESULT_TTL_MS >= now.getTime()) return;
    this.#oldest = undefined;
    for (const [handle, record] of this.#records) {
      if (record.state.status !== 'running' && record.createdOn + RESULT_TTL_MS < now.getTime()) {
        this.#records.delete(handle);
        if (this.#byRequestId.get(record.requestId) === handle) {
          this.#byRequestId.delete(record.requestId);
        }
      } else {
        this.#noteCreated(record.createdOn);
      }
    }
  }

  #noteCreated(createdOn: number): void {
    if (this.#oldest === undefined || createdOn < this.#oldest) this.#oldest = createdOn;
  }

  /** Runs the request to its end; never throws: the outcome goes into the records. */
  async #perform(
    parent: StatementRecord,
    request: WarehouseRequest,
    signal: AbortSignal,
  ): Promise<void> {
    try {
      const specs = request.statements();
      if (specs.length === 0) throw FAILURES.emptyRequest();
      const engine = await this.#engineOnce();
      const { context, timeoutSeconds, rowLimit, showCommand } = request;
      const outcome = await engine.run(
        { specs, context, timeoutSeconds, rowLimit, showCommand },
        signal,
      );
      this.#keep(request, outcome);
      this.#settle(parent, request, specs.length, outcome);
    } catch (error) {
      parent.state = { status: 'failed', failure: asFailure(error) };
    }
  }

  /** Notes the engine's data version after a job, and keeps its result if it may answer a repeat. */
  #keep(request: WarehouseRequest, outcome: EngineOutcome): void {
    const { dataVersion, cacheable, results, failure } = outcome;
    if (this.#engine === undefined || dataVersion === undefined) {
      this.#forgetResults();
      return;
    }
    this.#dataVersion = dataVersion;
    const [only, ...more] = results;
    if (request.cacheKey === undefined || cacheable !== true || failure !== undefined) return;
    if (only !== undefined && more.length === 0) {
      this.#results.set(request.cacheKey, dataVersion, only);
    }
  }

  #forgetResults(): void {
    this.#results.clear();
    this.#dataVersion = undefined;
  }

  /** Records how the request ended: each statement that ran gets a handle of its own. */
  #settle(
    parent: StatementRecord,
    request: WarehouseRequest,
    count: number,
    outcome: EngineOutcome,
  ) {
    const { results, failure } = outcome;
    const failed = failure && { status: 'failed' as const, failure: failureFrom(failure.data) };
    if (count === 1 || (failed !== undefined && failure?.inStatement !== true)) {
      const [only] = results;
      parent.state = failed ?? (only === undefined ? parent.state : succeeded(only));
      return;
    }
    const createdOn = new Date(parent.createdOn);
    parent.children = results.map(
      (result) => this.#add(request, createdOn, parent.run, succeeded(result)).handle,
    );
    if (failed !== undefined) {
      parent.children.push(this.#add(request, createdOn, parent.run, failed).handle);
    }
    parent.state = failed ?? { status: 'succeeded', result: MULTIPLE_STATEMENTS };
  }
}
