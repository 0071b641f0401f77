import { describe, expect, it } from 'vitest';
import {
  numberPlaceholders,
  parametersAsNull,
  splitStatements,
  stringLiterals,
} from './sql-text.ts';

describe('splitStatements', () => {
  it('splits at semicolons and drops empty statements', () => {
    expect(splitStatements(' SELECT 1 ;SELECT 2;; \n')).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('keeps semicolons inside strings, identifiers, dollar quotes and comments', () => {
    const sql = [
      'SELECT \'a;b\', "c;d" -- a; comment\nFROM t',
      'DO $body$ BEGIN PERFORM 1; END $body$',
      "SELECT /* nested /* ; */ still; */ E'it\\'s;'",
    ].join(';\n');
    expect(splitStatements(sql)).toEqual([
      'SELECT \'a;b\', "c;d" -- a; comment\nFROM t',
      'DO $body$ BEGIN PERFORM 1; END $body$',
      "SELECT /* nested /* ; */ still; */ E'it\\'s;'",
    ]);
  });

  it('drops statements that are only comments', () => {
    expect(splitStatements('SELECT 1; -- done\n; /* nothing */')).toEqual(['SELECT 1']);
  });
});

describe('numberPlaceholders', () => {
  it('numbers each ? outside literals, in order', () => {
    expect(numberPlaceholders('SELECT ?, \'?\', "?", $$?$$ WHERE a = ? -- ?')).toEqual({
      text: 'SELECT $1, \'?\', "?", $$?$$ WHERE a = $2 -- ?',
      count: 2,
    });
  });

  it('leaves parameters and dollar signs in names alone', () => {
    expect(numberPlaceholders('SELECT price$usd FROM t')).toEqual({
      text: 'SELECT price$usd FROM t',
      count: 0,
    });
  });
});

describe('parametersAsNull', () => {
  it('reads each $n outside literals and identifiers as NULL', () => {
    expect(parametersAsNull(`SELECT $1, '$2', "a$3", x$4, $$ $5 $$ FROM t WHERE y = $12`)).toBe(
      `SELECT NULL, '$2', "a$3", x$4, $$ $5 $$ FROM t WHERE y = NULL`,
    );
  });
});

describe('stringLiterals', () => {
  it('lists the quoted strings, leaving out identifiers and comments', () => {
    expect(stringLiterals(`SELECT 'today', "now" -- 'x'\n, E'it\\'s' /* 'y' */`)).toEqual([
      "'today'",
      "'it\\'s'",
    ]);
  });
});
