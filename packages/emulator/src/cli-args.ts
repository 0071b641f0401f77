import { parseArgs } from 'node:util';
import type { EmulatorOptions } from './options.ts';

export const USAGE = `Usage: plugboard-emulator [--port 4010] [--memory] [--data-dir DIR]

  --port PORT      port to listen on (default 4010; 0 picks a free port)
  --memory         nothing survives the process (files go to a temporary folder)
  --data-dir DIR   data folder (default .plugboard in the current directory)
  --help           show this help

Client credentials come from PLUGBOARD_CLIENT_ID and PLUGBOARD_CLIENT_SECRET
(defaults: plugboard-dev-client / plugboard-dev-secret).`;

/** A command line the CLI cannot run; the message says what to change. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type CliCommand = { help: true } | { help: false; options: EmulatorOptions };

/** The emulator options a command line asks for (docs/internals/overview.md: `--port`, `--memory`, `--data-dir`). */
export function parseCliArgs(argv: string[]): CliCommand {
  let values: { port: string; memory: boolean; 'data-dir'?: string | undefined; help: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string', default: '4010' },
        memory: { type: 'boolean', default: false },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { help: true };
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    throw new UsageError(`--port must be a number from 0 to 65535, not "${values.port}".`);
  }
  if (values.memory && values['data-dir'] !== undefined) {
    throw new UsageError('--memory and --data-dir exclude each other; choose one.');
  }
  return {
    help: false,
    options: {
      port,
      memory: values.memory,
      ...(values['data-dir'] && { dataDir: values['data-dir'] }),
    },
  };
}
