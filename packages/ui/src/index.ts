'use client';

export type { Appearance } from './appearance/appearance.ts';
export type { CssVariable } from './appearance/css-variables.ts';
export type { ElementKey } from './appearance/element-keys.ts';
export type { ConnectButtonProps } from './connect-button/connect-button.tsx';
export { ConnectButton } from './connect-button/connect-button.tsx';
export type { ConnectedAccountsListProps } from './connected-accounts-list/connected-accounts-list.tsx';
export { ConnectedAccountsList } from './connected-accounts-list/connected-accounts-list.tsx';
export type { ConnectorPickerProps } from './connector-picker/connector-picker.tsx';
export { ConnectorPicker } from './connector-picker/connector-picker.tsx';
export type { Localization, LocalizationOverrides } from './localization/default-strings.ts';
export { DEFAULT_LOCALIZATION } from './localization/default-strings.ts';
export type { PlugboardUiProviderProps } from './provider/plugboard-ui-provider.tsx';
export { PlugboardUiProvider } from './provider/plugboard-ui-provider.tsx';
export type { ToolCallCardProps, ToolCallState } from './tool-call-card/tool-call-card.tsx';
export { ToolCallCard } from './tool-call-card/tool-call-card.tsx';
export type { VerifyCallbackProps } from './verify-callback/verify-callback.tsx';
export { VerifyCallback } from './verify-callback/verify-callback.tsx';
