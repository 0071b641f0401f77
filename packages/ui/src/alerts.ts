'use client';

/*
 * `@plugboard/ui/alerts`: notices of accounts that stopped working, live from the account event
 * stream. An entry of its own, with @plugboard/react/events, so the core stays within its budget
 * and pages without it never open the stream.
 */

export type { AccountAlertsProps } from './account-alerts/account-alerts.tsx';
export { AccountAlerts } from './account-alerts/account-alerts.tsx';
