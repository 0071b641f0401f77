import { randomUUID } from 'node:crypto';
import type { ToolData } from '../../simulator.ts';
import { CATALOG_SCHEMA } from '../seed/sample-database.ts';
import type { ExecutionContext } from '../statements/execution-context.ts';
import { settle } from '../statements/settle.ts';
import type { WarehouseWorkspace } from '../store.ts';

/** A name as the warehouse shows it (`orders` is ORDERS, see sample-database.ts). */
export function present(expression: string): string {
  return `${CATALOG_SCHEMA}.present_name(${expression})`;
}

/** A role (by oid) as the warehouse shows it: PUBLIC, ACCOUNTADMIN, ANALYST… */
export function presentRole(expression: string): string {
  return `${CATALOG_SCHEMA}.present_role(${expression})`;
}

/** When objects were created: the sample database's creation time (Postgres keeps none). */
export const CREATED_ON = `(SELECT created_on FROM ${CATALOG_SCHEMA}.account)`;

/** A schema of the warehouse (not one of Postgres' or the emulator's own) the role may use. */
export function visibleSchema(alias: string): string {
  return `${alias}.nspname NOT LIKE 'pg\\_%' AND ${alias}.nspname <> '${CATALOG_SCHEMA}'
    AND has_schema_privilege(${alias}.oid, 'USAGE')`;
}

/** A foreign key's ON UPDATE / ON DELETE rule, in words. */
export function referentialRule(column: string): string {
  return `CASE ${column} WHEN 'r' THEN 'RESTRICT' WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL'
    WHEN 'd' THEN 'SET DEFAULT' ELSE 'NO ACTION' END`;
}

/** A catalog query's parameters and conditions, added as the tool's params ask for them. */
export class CatalogSql {
  readonly values: string[] = [];
  readonly conditions: string[] = [];

  /** A `$n` placeholder bound to `value`. */
  param(value: string | number): string {
    this.values.push(String(value));
    return `$${this.values.length}`;
  }

  /** Adds `condition(placeholder)` when `value` is given. */
  filter(value: string | number | undefined, condition: (placeholder: string) => string): void {
    if (value !== undefined) this.conditions.push(condition(this.param(value)));
  }

  /** `AND` and the conditions added, or nothing. */
  and(): string {
    return this.conditions.map((condition) => `AND ${condition}`).join(' ');
  }

  /** `LIMIT $n` when `limit` is given. */
  limit(limit: number | undefined): string {
    return limit === undefined ? '' : `LIMIT ${this.param(limit)}`;
  }
}

/**
 * Runs a catalog query as a statement of the account, the way the service answers its
 * information tools: a finished statement with a handle, under the request's role and warehouse.
 */
export function runCatalogQuery(
  workspace: WarehouseWorkspace,
  context: ExecutionContext,
  sql: CatalogSql,
  text: string,
  options: { showCommand: boolean },
): Promise<ToolData> {
  const record = workspace.statements.submit(
    {
      statements: () => [{ text, values: sql.values }],
      context,
      requestId: randomUUID(),
      nullable: true,
      timeoutSeconds: undefined,
      rowLimit: undefined,
      showCommand: options.showCommand,
    },
    workspace.now,
  );
  return settle(record);
}
