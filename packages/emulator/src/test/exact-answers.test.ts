import { describe, expect, it } from 'vitest';
import { expectExactly, expectResult } from './exact-answers.ts';
import { partitionBodySchema, runningStatementSchema } from './result-parts.ts';

const running = {
  code: '333334',
  message:
    'Asynchronous execution in progress. Use provided query id to perform query monitoring and management.',
  statementHandle: '01b2c3d4-0000-4000-8000-000000000001',
  statementStatusUrl: '/api/v2/statements/01b2c3d4-0000-4000-8000-000000000001',
};

describe('expectExactly', () => {
  it('passes a body the schema declares member by member', () => {
    expect(expectExactly(partitionBodySchema, { data: [['1', null]] })).toEqual({
      data: [['1', null]],
    });
  });

  it('fails on a member the published schema would strip', () => {
    expect(() => expectExactly(partitionBodySchema, { data: [], extra: true })).toThrow();
  });

  it('fails on a member without the format the emulator writes', () => {
    expect(expectResult('warehouse_execute_query', running)).toEqual(running);
    expect(runningStatementSchema.safeParse({ ...running, statementHandle: 'h' }).success).toBe(
      true,
    );
    expect(() =>
      expectResult('warehouse_execute_query', { ...running, statementHandle: 'h' }),
    ).toThrow();
  });
});
