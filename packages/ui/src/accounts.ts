'use client';

/*
 * `@plugboard/ui/accounts`: what one connected account lets the app do and what it did with it.
 * ConnectedAccountsList opens the same panels from each row and loads them on first use; a page
 * that shows them on their own imports them from here.
 */

export type { AccountActivityProps } from './account-details/account-activity.tsx';
export { AccountActivity } from './account-details/account-activity.tsx';
export type { AccountDetailsLocalization } from './account-details/account-details-strings.ts';
export type { AccountPermissionsProps } from './account-details/account-permissions.tsx';
export { AccountPermissions } from './account-details/account-permissions.tsx';
