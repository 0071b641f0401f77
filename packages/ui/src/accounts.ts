'use client';

/*
 * `@plugboard/ui/accounts`: what one connected account lets the app do and what it did with it.
 * ConnectedAccountsList opens the same panels from each row and loads them on first use; a page
 * that shows them on their own imports them from here.
 */

export type { AccountActivityPanelProps } from './account-details/account-activity.tsx';
export { AccountActivityPanel } from './account-details/account-activity.tsx';
export type { AccountDetailsLocalization } from './account-details/account-details-strings.ts';
export type { AccountPermissionsPanelProps } from './account-details/account-permissions.tsx';
export { AccountPermissionsPanel } from './account-details/account-permissions.tsx';
