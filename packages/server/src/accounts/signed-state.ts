import { type ConnectorId, connectorIdSchema } from '@plugboard/schema';
import { z } from 'zod';
import { decodeBase64url, encodeBase64url } from '../common/base64url.ts';
import type { UsedStateStore } from '../stores/used-state-store.ts';
import { isSlot } from './account-slot.ts';
import { deriveStateKey } from './derive-state-key.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Who a state is for, as a page may tell a person who opened it in the wrong session: the
 * subject masked (never the subject itself) and the organization's display name, if any.
 */
const holderHintSchema = z.strictObject({
  u: z.string().min(1).max(200),
  o: z.string().min(1).max(200).optional(),
});
export type HolderHint = z.infer<typeof holderHintSchema>;

/**
 * What a `state` carries: a one-time nonce, the connector, a MAC of the session subject (not the
 * subject itself, which may be an e-mail address and travels through the browser and upstream),
 * the expiry in epoch seconds, the checked `return_to` URL of a full-page flow, if any, a
 * hint of whose it is, if the minter gave one, and the slot of the account the link is for when
 * it is one of the owner's further accounts (src/accounts/account-slot.ts). The slot is signed
 * with the rest, so the browser that carries the state cannot point the verify at another account.
 */
const statePayloadSchema = z.strictObject({
  v: z.literal(1),
  n: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  c: connectorIdSchema,
  s: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  e: z.number().int().positive(),
  r: z.url().optional(),
  h: holderHintSchema.optional(),
  a: z.string().refine(isSlot).optional(),
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
      /** The further account's slot the link was asked for; none for the owner's first account. */
      slot?: string;
    }
  | { ok: false; reason: StateRejection };

/** What a state says before it is checked against a session: see {@link SignedState.inspect}. */
export type StateInspection =
  | { ok: true; connector: ConnectorId; holder?: HolderHint }
  | { ok: false; reason: Extract<StateRejection, 'malformed' | 'forged' | 'expired'> };

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
   * must already be checked against the allowed origins. `holder` tells a person in another
   * session whose the state is ({@link inspect}). `slot` names the further account the link is
   * for, which the verify asserts.
   */
  mint(
    subject: string,
    connector: ConnectorId,
    returnTo?: string,
    holder?: HolderHint,
    slot?: string,
  ): Promise<string>;
  /**
   * Checks signature, form and expiry only: no subject, and nothing spent. For a page that must
   * say what is wrong with a state before anyone may spend it (a browser with no session yet).
   */
  inspect(state: string): Promise<StateInspection>;
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

  /** The payload of a state that is well formed, signed by us and unexpired. */
  async function open(
    state: string,
  ): Promise<
    { ok: true; payload: StatePayload } | { ok: false; reason: 'malformed' | 'forged' | 'expired' }
  > {
    const [part, signature, ...rest] = state.split('.');
    if (part === undefined || signature === undefined || rest.length > 0) {
      return { ok: false, reason: 'malformed' };
    }
    if (!(await macMatches(signature, encoder.encode(part))))
      return { ok: false, reason: 'forged' };
    const payload = statePayloadSchema.safeParse(parseJson(decodeBase64url(part)));
    if (!payload.success) return { ok: false, reason: 'malformed' };
    if (options.now() >= payload.data.e * 1000) return { ok: false, reason: 'expired' };
    return { ok: true, payload: payload.data };
  }

  return {
    async mint(subject, connector, returnTo, holder, slot) {
      const payload: StatePayload = {
        v: 1,
        n: encodeBase64url(crypto.getRandomValues(new Uint8Array(16))),
        c: connector,
        s: await mac(subjectInput(subject)),
        e: Math.floor(options.now() / 1000) + options.ttlSeconds,
        ...(returnTo !== undefined && { r: returnTo }),
        ...(holder !== undefined && { h: holder }),
        ...(slot !== undefined && { a: slot }),
      };
      const part = encodeBase64url(encoder.encode(JSON.stringify(payload)));
      return `${part}.${await mac(encoder.encode(part))}`;
    },

    async inspect(state) {
      const opened = await open(state);
      if (!opened.ok) return opened;
      return {
        ok: true,
        connector: opened.payload.c,
        ...(opened.payload.h !== undefined && { holder: opened.payload.h }),
      };
    },

    async check(state, subject) {
      const opened = await open(state);
      if (!opened.ok) return opened;
      const {
        n: nonce,
        c: connector,
        s: subjectMac,
        e: expiresAt,
        r: returnTo,
        a: slot,
      } = opened.payload;
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
        ...(slot !== undefined && { slot }),
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
