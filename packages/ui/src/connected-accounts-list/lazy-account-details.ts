import { lazy } from 'react';

/*
 * The panels behind each row's Permissions and Activity, loaded on first use: most visits to a
 * settings page never open them, and the core stays within its budget.
 */
export const LazyAccountPermissionsPanel = lazy(() =>
  import('../account-details/account-permissions.tsx').then((module) => ({
    default: module.AccountPermissionsPanel,
  })),
);

export const LazyAccountActivityPanel = lazy(() =>
  import('../account-details/account-activity.tsx').then((module) => ({
    default: module.AccountActivityPanel,
  })),
);
