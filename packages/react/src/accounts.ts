'use client';

/*
 * `@plugboard/react/accounts`: what one account lets the app do and what was done with it. An
 * entry of its own so that pages without an account's details (most of an app) never load it,
 * and the main entry stays within its 4 kB budget.
 */

export type {
  UseAccountActivityOptions,
  UseAccountActivityResult,
} from './hooks/use-account-activity.ts';
export { useAccountActivity } from './hooks/use-account-activity.ts';
export type { UseAccountPermissionsResult } from './hooks/use-account-permissions.ts';
export { useAccountPermissions } from './hooks/use-account-permissions.ts';
