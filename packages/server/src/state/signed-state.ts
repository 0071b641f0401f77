import { type ConnectorId, connectorIdSchema } from '@plugboard/schema';
import { z } from 'zod';
import { decodeBase64url, encodeBase64url } from './base64url.ts';
import { deriveStateKey } from './derive-state-key.ts';
import type { UsedStateStore } from './used-state-store.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * What a `state` carries: a one-time nonce, the connector, a MAC of the session subject (not the
 * subject itself, which may be an e-mail address and travels through the browser and upstream),
 * the expiry in epoch seconds, and the checked `return_to` URL of a full-page flow, if any.
 */
const statePayloadSchema = z.strictObject({
  v: z.literal(1),
  n: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  c: connectorIdSchema,
  s: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  e: z.number().int().positive(),
  r: z.url().optional(),
});
type StatePayload = z.infer<typeof statePayloadSchema>;

/** Why a `state` was refused; each maps to its own message for the user. */
export type StateRejection = 'malformed' | 'forged' | 'expired' | 'other-session' | 'replayed';

export type StateCheck =
  | {
      ok: true;
      connector: ConnectorId;
      /** The spent nonce, for {@link SignedState.release}. */
      nonce: string;
      /** When the state was minted (epoch milliseconds): when this connect attempt began. */
      issuedAt: number;
      returnTo?: string;
    }
  | { ok: false; reason: StateRejection };

export interface SignedStateOptions {
  clientSecret: string;
  ttlSeconds: number;
  now: () => number;
  usedStates: UsedStateStore;
}

/** Mints and checks the `state` that ties an upstream verify redirect to the session that asked. */
export interface SignedState {
  /**
   * A fresh state for `subject` (the canonical session user) connecting `connector`; `returnTo`
   * must already be checked against the allowed origins.
   */
  mint(subject: string, connector: ConnectorId, returnTo?: string): Promise<string>;
  /** Checks signature, expiry and subject, then spends the state; a second check is `replayed`. */
  check(state: string, subject: string): Promise<StateCheck>;
  /** Makes a spent state usable once more, after a verify that did not reach its end. */
  release(nonce: string): Promise<void>;
}

/**
 * `state` = base64url(JSON payload) "." base64url(HMAC-SHA256(payload part)). It needs no server
 * storage besides the used-nonce set, so replicas share nothing but the client secret.
 */
export function createSignedState(options: SignedStateOptions): SignedState {
  let key: Promise<CryptoKey> | undefined;
  const stateKey = () => {
    key ??= deriveStateKey(options.clientSecret);
    return key;
  };

  // Two kinds of MAC input under one key: a signed part is base64url, which never holds a newline.
  const subjectInput = (subject: string) => encoder.encode(`subject\n${subject}`);

  async function mac(data: Uint8Array<ArrayBuffer>): Promise<string> {
    return encodeBase64url(
      new Uint8Array(await crypto.subtle.sign('HMAC', await stateKey(), data)),
    );
  }

  // crypto.subtle.verify compares in constant time, so a forger learns nothing from timing.
  async function macMatches(macText: string, data: Uint8Array<ArrayBuffer>): Promise<boolean> {
    const bytes = decodeBase64url(macText);
    return bytes !== undefined && crypto.subtle.verify('HMAC', await stateKey(), bytes, data);
  }

  return {
    async mint(subject, connector, returnTo) {
      const payload: StatePayload = {
        v: 1,
        n: encodeBase64url(crypto.getRandomValues(new Uint8Array(16))),
        c: connector,
        s: await mac(subjectInput(subject)),
        e: Math.floor(options.now() / 1000) + options.ttlSeconds,
        ...(returnTo !== undefined && { r: returnTo }),
      };
      const part = encodeBase64url(encoder.encode(JSON.stringify(payload)));
      return `${part}.${await mac(encoder.encode(part))}`;
    },

    async check(state, subject) {
      const [part, signature, ...rest] = state.split('.');
      if (part === undefined || signature === undefined || rest.length > 0) {
        return { ok: false, reason: 'malformed' };
      }
      if (!(await macMatches(signature, encoder.encode(part))))
        return { ok: false, reason: 'forged' };
      const payload = statePayloadSchema.safeParse(parseJson(decodeBase64url(part)));
      if (!payload.success) return { ok: false, reason: 'malformed' };
      const { n: nonce, c: connector, s: subjectMac, e: expiresAt, r: returnTo } = payload.data;
      if (options.now() >= expiresAt * 1000) return { ok: false, reason: 'expired' };
      if (!(await macMatches(subjectMac, subjectInput(subject)))) {
        return { ok: false, reason: 'other-session' };
      }
      if (!(await options.usedStates.markUsed(nonce, expiresAt * 1000))) {
        return { ok: false, reason: 'replayed' };
      }
      return {
        ok: true,
        connector,
        nonce,
        issuedAt: (expiresAt - options.ttlSeconds) * 1000,
        ...(returnTo !== undefined && { returnTo }),
      };
    },

    async release(nonce) {
      await options.usedStates.release(nonce);
    },
  };
}

function parseJson(bytes: Uint8Array | undefined): unknown {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}
