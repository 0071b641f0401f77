'use client';

/*
 * `@plugboard/react/events`: live accounts. An entry of its own so that pages which never listen
 * to the account event stream do not load it, and the main entry stays within its 4 kB budget.
 */

export type { AccountEventStreamStatus } from './core/account-event-stream.ts';
export type { UseAccountEventsResult } from './hooks/use-account-events.ts';
export { useAccountEvents } from './hooks/use-account-events.ts';
