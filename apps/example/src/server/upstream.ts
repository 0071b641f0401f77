import { createEmulator } from '@plugboard/emulator';

export interface Upstream {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** True when the app runs on its own embedded emulator rather than a real service. */
  embedded: boolean;
  close(): Promise<void>;
}

export interface UpstreamEnv {
  PLUGBOARD_BASE_URL?: string;
  PLUGBOARD_CLIENT_ID?: string;
  PLUGBOARD_CLIENT_SECRET?: string;
  PLUGBOARD_DATA_DIR?: string;
}

/**
 * The hosted service when `PLUGBOARD_BASE_URL` names one, otherwise an emulator started in this
 * process, so the example runs with no network and no account anywhere.
 */
export async function startUpstream(
  env: UpstreamEnv,
  { memory }: { memory: boolean },
): Promise<Upstream> {
  if (env.PLUGBOARD_BASE_URL) {
    const { PLUGBOARD_CLIENT_ID: clientId, PLUGBOARD_CLIENT_SECRET: clientSecret } = env;
    if (!clientId || !clientSecret) {
      throw new Error(
        'PLUGBOARD_BASE_URL is set, so PLUGBOARD_CLIENT_ID and PLUGBOARD_CLIENT_SECRET must be set too.',
      );
    }
    return {
      baseUrl: env.PLUGBOARD_BASE_URL,
      clientId,
      clientSecret,
      embedded: false,
      close: async () => {},
    };
  }
  const emulator = await createEmulator(
    memory ? { memory: true } : { dataDir: env.PLUGBOARD_DATA_DIR ?? '.plugboard' },
  );
  return {
    baseUrl: emulator.url,
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    embedded: true,
    close: () => emulator.close(),
  };
}
