import type {
  CanceledStatement,
  PartitionBody,
  RowType,
  RunningStatement,
  StatementResult,
  WarehouseError,
} from '../common/result-parts.ts';

/*
 * Realistic warehouse results (docs/tool-results.md §"warehouse"): an ORDERS table of a shop's
 * analytics database, in the SQL API's JSON format (every cell a string or null; dates as days
 * since the epoch, timestamps as epoch seconds).
 */

function column(name: string, type: string, extra: Partial<RowType> = {}): RowType {
  return {
    name,
    database: 'SHOP',
    schema: 'PUBLIC',
    table: 'ORDERS',
    type,
    nullable: true,
    length: type === 'text' ? 16777216 : null,
    byteLength: type === 'text' ? 16777216 : null,
    scale: null,
    precision: null,
    collation: null,
    ...extra,
  };
}

export const warehouseColumns: RowType[] = [
  column('ORDER_ID', 'fixed', { precision: 38, scale: 0, nullable: false }),
  column('CUSTOMER', 'text'),
  column('AMOUNT', 'fixed', { precision: 12, scale: 2 }),
  column('PAID', 'boolean'),
  column('ORDER_DATE', 'date'),
  column('CREATED_AT', 'timestamp_ntz', { scale: 9 }),
  column('NOTE', 'text'),
  column('ATTRIBUTES', 'variant'),
];

const CUSTOMERS = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark Industries',
  'Wayne Enterprises',
];
const NOTES = [null, 'gift wrap', null, 'deliver after 5pm', null, null, 'fragile'];
const FIRST_DAY = 19_723; // 2024-01-01
const FIRST_SECOND = 1_704_103_200; // 2024-01-01T10:00:00Z

/** `count` orders from number `from` on, the same every time. */
export function warehouseRows(count: number, from = 0): Array<Array<string | null>> {
  return Array.from({ length: count }, (_, offset) => {
    const n = from + offset;
    return [
      String(100_000 + n),
      CUSTOMERS[n % CUSTOMERS.length] ?? null,
      n % 17 === 0 ? null : (((n * 7919) % 100_000) / 100).toFixed(2),
      n % 5 === 0 ? 'false' : 'true',
      String(FIRST_DAY + (n % 366)),
      `${FIRST_SECOND + n * 37}.${String((n * 131) % 1000).padStart(3, '0')}000000`,
      NOTES[n % NOTES.length] ?? null,
      n % 3 === 0 ? `{"channel":"web","items":${(n % 4) + 1}}` : null,
    ];
  });
}

/** A finished SELECT of `rowCount` orders; split into `partitions`, `data` is the first one. */
export function warehouseResult(rowCount: number, partitions = 1): StatementResult {
  const size = Math.ceil(rowCount / partitions);
  return {
    resultSetMetaData: {
      numRows: rowCount,
      format: 'jsonv2',
      rowType: warehouseColumns,
      partitionInfo: Array.from({ length: partitions }, (_, index) => ({
        rowCount: Math.min(size, rowCount - index * size),
        uncompressedSize: Math.min(size, rowCount - index * size) * 96,
      })),
    },
    data: warehouseRows(Math.min(size, rowCount)),
    code: '090001',
    sqlState: '00000',
    statementHandle: `01b3c8e2-0000-4a1f-0000-${String(rowCount).padStart(12, '0')}`,
    statementStatusUrl: `/api/v2/statements/01b3c8e2-0000-4a1f-0000-${String(rowCount).padStart(12, '0')}`,
    requestId: '6f0e1d2c-3b4a-4958-8776-655443322110',
    message: 'Statement executed successfully.',
    createdOn: 1_708_617_600_000,
  };
}

/** Partition `index` of `warehouseResult(rowCount, partitions)`, as warehouse_get_query_partition answers. */
export function warehousePartition(
  rowCount: number,
  partitions: number,
  index: number,
): PartitionBody {
  const size = Math.ceil(rowCount / partitions);
  return { data: warehouseRows(Math.min(size, rowCount - index * size), index * size) };
}

export const warehouseSmallResult: StatementResult = warehouseResult(12);

export const warehouseMultiStatement: StatementResult = {
  resultSetMetaData: {
    numRows: 1,
    format: 'jsonv2',
    rowType: [
      column('multiple statement execution', 'text', { database: '', schema: '', table: '' }),
    ],
    partitionInfo: [{ rowCount: 1, uncompressedSize: 48 }],
  },
  data: [['Multiple statements executed successfully.']],
  code: '090001',
  sqlState: '00000',
  statementHandle: '01b3c8e2-0000-4a1f-0000-0000000000aa',
  statementHandles: [
    '01b3c8e2-0000-4a1f-0000-0000000000ab',
    '01b3c8e2-0000-4a1f-0000-0000000000ac',
  ],
  statementStatusUrl: '/api/v2/statements/01b3c8e2-0000-4a1f-0000-0000000000aa',
  requestId: '6f0e1d2c-3b4a-4958-8776-6554433221aa',
  message: 'Statement executed successfully.',
  createdOn: 1_708_617_600_000,
};

export const warehouseRunning: RunningStatement = {
  code: '333334',
  message:
    'Asynchronous execution in progress. Use provided query id to perform query monitoring and management.',
  statementHandle: '01b3c8e2-0000-4a1f-0000-0000000000ff',
  statementStatusUrl: '/api/v2/statements/01b3c8e2-0000-4a1f-0000-0000000000ff',
};

export const warehouseSqlError: WarehouseError = {
  code: '000904',
  message: "SQL compilation error: error line 1 at position 7\ninvalid identifier 'AMOUNTT'",
  sqlState: '42000',
  statementHandle: '01b3c8e2-0000-4a1f-0000-0000000000ee',
};

export const warehouseCancelled: CanceledStatement = {
  code: '000604',
  message: 'SQL execution canceled',
  sqlState: '57014',
  statementHandle: '01b3c8e2-0000-4a1f-0000-0000000000ff',
  statementStatusUrl: '/api/v2/statements/01b3c8e2-0000-4a1f-0000-0000000000ff',
};

export const warehouseTypes = {
  resultSetMetaData: {
    numRows: 3,
    format: 'jsonv2',
    rowType: [
      column('N', 'fixed', { precision: 38, scale: 0 }),
      column('BIG', 'fixed', { precision: 38, scale: 0 }),
      column('RATIO', 'real'),
      column('OK', 'boolean'),
      column('DAY', 'date'),
      column('AT_TIME', 'time', { scale: 9 }),
      column('AT_NTZ', 'timestamp_ntz', { scale: 9 }),
      column('AT_LTZ', 'timestamp_ltz', { scale: 9 }),
      column('AT_TZ', 'timestamp_tz', { scale: 9 }),
      column('DOC', 'object'),
    ],
    partitionInfo: [{ rowCount: 3, uncompressedSize: 512 }],
  },
  data: [
    [
      '1',
      '99999999999999999999999999999999999999',
      '0.25',
      'true',
      '19776',
      '45296.5',
      '1708617600.123000000',
      '1708617600.000000000',
      '1708617600.000000000 1560',
      '{"a":1}',
    ],
    [
      '2',
      '-12',
      '1.5e-7',
      'false',
      '0',
      '0',
      '0.000000000',
      '0.000000000',
      '0.000000000 960',
      '{}',
    ],
    [null, null, null, null, null, null, null, null, null, null],
  ],
  code: '090001',
  sqlState: '00000',
  statementHandle: '01b3c8e2-0000-4a1f-0000-0000000000dd',
  statementStatusUrl: '/api/v2/statements/01b3c8e2-0000-4a1f-0000-0000000000dd',
  requestId: '6f0e1d2c-3b4a-4958-8776-6554433221dd',
  message: 'Statement executed successfully.',
  createdOn: 1_708_617_600_000,
} satisfies StatementResult;
