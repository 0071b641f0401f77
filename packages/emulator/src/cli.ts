import { parseCliArgs, USAGE, UsageError } from './cli-args.ts';
import { createEmulator } from './create-emulator.ts';

/** Exit status for a wrong command line, as shell builtins use it. */
const USAGE_ERROR = 2;

function command() {
  try {
    return parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`plugboard-emulator: ${error.message}\n\n${USAGE}`);
    return process.exit(USAGE_ERROR);
  }
}

const cli = command();
if (cli.help) {
  console.info(USAGE);
  process.exit(0);
}

const emulator = await createEmulator(cli.options).catch((error: unknown) => {
  console.error(`plugboard-emulator: ${error instanceof Error ? error.message : String(error)}`);
  return process.exit(1);
});
console.info(`Plugboard emulator listening on ${emulator.url}
  client_id:     ${emulator.clientId}
  client_secret: ${emulator.clientSecret}
  state:         ${cli.options.memory ? 'in memory' : (cli.options.dataDir ?? '.plugboard')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
