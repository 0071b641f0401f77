'use client';

/*
 * `@plugboard/react/verify`: what the callback page at the app's `user_verify_url` needs, beside
 * `PlugboardProvider`. Only that page runs it, so it is an entry of its own: the app's other
 * pages never load it.
 */

export type {
  UseVerifyCallbackOptions,
  UseVerifyCallbackResult,
} from './hooks/use-verify-callback.ts';
export { useVerifyCallback } from './hooks/use-verify-callback.ts';
