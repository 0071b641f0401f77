import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError } from './cli-args.ts';

describe('parseCliArgs', () => {
  it('defaults to port 4010 with a data folder', () => {
    expect(parseCliArgs([])).toEqual({ help: false, options: { port: 4010, memory: false } });
  });

  it('reads --port, --memory and --data-dir', () => {
    expect(parseCliArgs(['--port', '0', '--memory'])).toEqual({
      help: false,
      options: { port: 0, memory: true },
    });
    expect(parseCliArgs(['--data-dir', '/tmp/x'])).toEqual({
      help: false,
      options: { port: 4010, memory: false, dataDir: '/tmp/x' },
    });
  });

  it('answers --help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [['--bogus'], /bogus/],
    [['--port', 'http'], /--port must be/],
    [['--port', '70000'], /--port must be/],
    [['--memory', '--data-dir', 'x'], /exclude each other/],
    [['extra'], /extra/],
  ])('rejects %j with a usage error', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(UsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});
