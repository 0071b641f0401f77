'use client';

export type { ConnectButtonProps } from './connect-button/connect-button.tsx';
export { ConnectButton } from './connect-button/connect-button.tsx';
export type { ConnectedAccountsListProps } from './connected-accounts-list/connected-accounts-list.tsx';
export { ConnectedAccountsList } from './connected-accounts-list/connected-accounts-list.tsx';
export type { VerifyCallbackProps } from './verify-callback/verify-callback.tsx';
export { VerifyCallback } from './verify-callback/verify-callback.tsx';
