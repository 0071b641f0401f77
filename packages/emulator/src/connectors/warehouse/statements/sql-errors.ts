import type { WireError } from '../engines/wire-session.ts';
import { WarehouseFailure } from '../errors.ts';

/** A name as the warehouse shows it: Postgres folds to lower case, the warehouse to upper. */
function present(name: string): string {
  const unquoted = name.replaceAll('"', '');
  return unquoted === unquoted.toLowerCase() ? unquoted.toUpperCase() : unquoted;
}

/** Where an error is: its line (1-based) and position in it (0-based, as the warehouse counts). */
interface Location {
  line: number;
  position: number;
}

/** The location of Postgres' 1-based character offset in `statement`. */
function locate(statement: string, offset: string | undefined): Location | undefined {
  const at = Number(offset);
  if (!Number.isInteger(at) || at < 1) return undefined;
  const before = statement.slice(0, at - 1).split('\n');
  return { line: before.length, position: before.at(-1)?.length ?? 0 };
}

/** The first capture of `pattern` in `message`, presented as a name. */
function named(message: string, pattern: RegExp): string {
  const found = pattern.exec(message)?.[1];
  return found === undefined ? message : present(found);
}

const COMPILATION_CLASSES = new Set(['42', '0A', '3D', '3F', '2B']);

type Mapper = (error: WireError, at: Location | undefined) => WarehouseFailure;

/** `SQL compilation error: error line 1 at position 7\ninvalid identifier 'X'`, the service's form. */
function compilation(code: string, sqlState: string, text: string, at?: Location) {
  const where = at === undefined ? '' : ` error line ${at.line} at position ${at.position}`;
  return new WarehouseFailure(422, code, sqlState, `SQL compilation error:${where}\n${text}`);
}

/** docs/tool-results.md §"warehouse": the service's own codes for the errors queries meet most. */
const MAPPERS: Readonly<Record<string, Mapper>> = {
  '42601': (error, at = { line: 1, position: 0 }) => {
    const token = /at or near "(.*)"/.exec(error.message)?.[1] ?? '<EOF>';
    return compilation(
      '001003',
      '42000',
      `syntax error line ${at.line} at position ${at.position} unexpected '${token}'.`,
    );
  },
  '42703': (error, at) =>
    compilation(
      '000904',
      '42000',
      `invalid identifier '${named(error.message, /column (.+?) does not exist/)}'`,
      at,
    ),
  '42P01': (error) =>
    compilation(
      '002003',
      '42S02',
      `Object '${named(error.message, /relation "(.+?)" does not exist/)}' does not exist or not authorized.`,
    ),
  '3F000': (error) =>
    compilation(
      '002003',
      '02000',
      `Schema '${named(error.message, /schema "(.+?)" does not exist/)}' does not exist or not authorized.`,
    ),
  '42704': (error) => {
    const [, kind = 'object', name = ''] =
      /^(role|user) "(.+?)" does not exist/.exec(error.message) ?? [];
    const noun = kind === 'user' ? 'User' : 'Role';
    return compilation(
      '002003',
      '02000',
      `${noun} '${present(name)}' does not exist or not authorized.`,
    );
  },
  '42883': (error) =>
    compilation(
      '002140',
      '42601',
      `Unknown function ${named(error.message, /function ([^(\s]+)\(/)}`,
    ),
  '42P07': (error) =>
    compilation(
      '002002',
      '42710',
      `Object '${named(error.message, /relation "(.+?)" already exists/)}' already exists.`,
    ),
  '42501': (error) => {
    const [, kind = 'object', name = ''] =
      /permission denied for (\w+) (.+)/.exec(error.message) ?? [];
    return new WarehouseFailure(
      422,
      '003001',
      '42501',
      `SQL access control error:\nInsufficient privileges to operate on ${kind} '${present(name)}'`,
    );
  },
  '22012': () => new WarehouseFailure(422, '100051', '22012', 'Division by zero'),
  '22P02': (error) => new WarehouseFailure(422, '100038', '22018', error.message),
  '23502': (error) =>
    new WarehouseFailure(
      422,
      '100072',
      '22000',
      `NULL result in a non-nullable column: ${error.message}`,
    ),
  '57014': () => new WarehouseFailure(422, '000604', '57014', 'SQL execution canceled'),
};

/**
 * Postgres' error for `statement` as the warehouse reports it: its code, the SQLSTATE and a
 * message in its words (`SQL compilation error: … invalid identifier 'X'`). Errors without a
 * counterpart keep Postgres' SQLSTATE and message, under the generic code 002000 (compilation)
 * or 100000 (execution).
 */
export function fromWireError(error: WireError, statement: string): WarehouseFailure {
  const sqlState = error.code ?? 'XX000';
  const mapper = MAPPERS[sqlState];
  if (mapper !== undefined) return mapper(error, locate(statement, error.position));
  if (COMPILATION_CLASSES.has(sqlState.slice(0, 2))) {
    return compilation('002000', sqlState, error.message);
  }
  return new WarehouseFailure(422, '100000', sqlState, error.message);
}
