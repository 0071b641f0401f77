import type { PlugboardErrorCode } from '@plugboard/react';
import { CONNECTOR_NAMES } from '@plugboard/schema';
import type { AccountDetailsLocalization } from '../account-details/account-details-strings.ts';
import { STATUS_LABELS } from '../common/status-labels.ts';
import type { McpSetupLocalization } from '../mcp-client-setup/mcp-setup-strings.ts';
import type { ViewerLocalization } from '../viewers/common/viewer-strings.ts';

/*
 * Every string @plugboard/ui shows or announces, in one place. A host translates or rewords any of
 * them through `<PlugboardUiProvider localization={…}>`; strings that embed a value are functions.
 * Messages from the BFF (`error.message`) are English; `errorMessages` replaces them per code.
 */

/**
 * Shown instead of the BFF's own message for these codes. By default only for a request that got
 * no answer: its message is the browser's ("POST /api/plugboard/links got no answer (Failed to
 * fetch)"), which tells a user nothing they can act on.
 */
const errorMessages: Partial<Record<PlugboardErrorCode, string>> = {
  NETWORK_ERROR: 'The connection to the server was lost. Check your network, then try again.',
  ACCOUNT_LIMIT_REACHED:
    'You have connected as many accounts of this service as the app allows. Disconnect one to add another.',
};

/** A tool's name in the user's words, by tool (`crm_list_people`); none by default (see toolLabel). */
const toolNames: Partial<Record<string, string>> = {};

/** What to do after a tool failed, by the error's code; `toolCallErrorHint` for any other. */
const toolErrorHints: Partial<Record<string, string>> = {
  VALIDATION_FAILED: 'The request did not fit the tool. Ask the assistant to try again.',
  BAD_REQUEST: 'The request did not fit the tool. Ask the assistant to try again.',
  FORBIDDEN: 'This app may not run it. Ask the app’s administrator.',
  NOT_FOUND: 'What it looked for does not exist any more.',
  RATE_LIMITED: 'The service is busy. Wait a minute, then ask the assistant to try again.',
  UPSTREAM_UNAVAILABLE: 'The service is down for now. Try again in a few minutes.',
  UPSTREAM_ERROR: 'The service did not answer as expected. Try again in a few minutes.',
  TOOL_FAILED: 'The service refused it. Ask the assistant to change the request.',
};

/**
 * A connector's name with the account's in brackets, "CRM (Work CRM)"; only the connector's when
 * the account goes by that name (the first, unnamed one), so nothing reads "Docs (Docs)".
 */
const withAccount = (name: string, account: string) =>
  account === name ? name : `${name} (${account})`;

export const DEFAULT_LOCALIZATION = {
  /** The connectors' display names: the schema's, without zod (the bundle test allows that module). */
  connectorNames: CONNECTOR_NAMES,
  /** Words for each account status: status is never told by color alone. */
  accountStatus: STATUS_LABELS,
  errorMessages,
  toolNames,
  toolErrorHints,
  /**
   * The result viewers' strings, by viewer (`shared`, `crm`, `warehouse`…): only the host's
   * replacements; each viewer's English defaults load with the viewer (viewers/<name>/*-strings.ts).
   */
  viewers: {} as ViewerLocalization,
  /**
   * The strings of AccountPermissionsPanel and AccountActivityPanel: only the host's replacements; their
   * English defaults load with the panels (account-details/account-details-strings.ts).
   */
  accountDetails: {} as AccountDetailsLocalization,
  /**
   * The strings of McpClientSetup: only the host's replacements; their English defaults load
   * with the panel (mcp-client-setup/mcp-setup-strings.ts).
   */
  mcpSetup: {} as McpSetupLocalization,

  // Shared
  cancel: 'Cancel',
  retry: 'Retry',
  close: 'Close',

  // ConnectButton
  connectLabel: (name: string) => `Connect ${name}`,
  connectOpening: 'Opening…',
  connectWaiting: (name: string) => `Waiting for ${name}…`,
  connectConnected: 'Connected',
  connectTryAgain: 'Try again',
  connectOpeningStatus: (name: string) => `Opening ${name} in a new window…`,
  connectWaitingStatus: (name: string) => `Finish connecting in the ${name} window.`,
  connectConnectedStatus: (name: string, account: string) =>
    account === name ? `${name} is connected.` : `${name} is connected as ${account}.`,
  connectErrorStatus: (name: string, message: string) => `Could not connect ${name}: ${message}`,
  /** After a connect flow, before its account is in the list that names it. */
  connectConnectedPlainStatus: (name: string) => `${name} is connected.`,
  /** The user has several accounts of the connector; `account` names the default one. */
  connectConnectedSeveralStatus: (name: string, count: number, account: string) =>
    `${count} ${name} accounts are connected; ${account} is the default.`,
  connectAddAnother: (name: string) => `Add another ${name} account`,
  connectPopupClosedStatus: (name: string) =>
    `The ${name} window was closed before connecting finished. Select Connect ${name} to try again.`,

  // The copyable link, when no popup could open and the page stays
  linkStatus: (name: string) =>
    `Your browser kept the ${name} window from opening. Open the link below, or copy it into a new tab.`,
  linkField: (name: string) => `Link to connect ${name}`,
  linkOpen: 'Open link',
  linkCopy: 'Copy link',
  linkCopied: 'Copied',

  // ConnectorPicker
  pickerTrigger: 'Connect an account',
  pickerTitle: 'Connect an account',
  pickerDescription:
    'Choose a service. It opens in a new window where you sign in and allow access.',
  pickerSearch: 'Search services',
  pickerServices: 'Services',
  pickerLoading: 'Loading services…',
  pickerLoadError: 'Could not load the services you can connect.',
  pickerNoMatch: (query: string) => `No service matches “${query}”.`,
  /** Under a service the user has an account of: picking it adds another one. */
  pickerAddAnother: (name: string) => `Add another ${name} account`,

  /**
   * An account's name when the user gave it none and the service told none: the connector's
   * name, numbered from the second account on ("CRM 2"), as the server names it to a model.
   */
  accountFallbackName: (name: string, ordinal: number) =>
    ordinal <= 1 ? name : `${name} ${ordinal}`,

  // ConnectedAccountsList
  accountsLabel: 'Connected accounts',
  accountsLoading: 'Loading connected accounts…',
  accountsEmpty: 'No connected accounts yet.',
  accountsLoadError: 'Could not load your connected accounts.',
  accountsSearch: 'Search connected accounts',
  accountsSearchHint: 'Type at least 3 characters to search.',
  accountsNoMatch: (query: string) => `No connected account matches “${query}”.`,
  accountsPages: 'Connected accounts pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  reconnect: 'Reconnect',
  finishConnecting: 'Finish connecting',
  // `account`: what the list calls the account (label, else its own name, else "CRM 2").
  repairAccount: (action: string, name: string, account: string) =>
    `${action}: ${withAccount(name, account)}`,
  disconnect: 'Disconnect',
  disconnectAccount: (name: string, account: string) => `Disconnect ${withAccount(name, account)}`,
  disconnectTitle: (name: string) => `Disconnect ${name}?`,
  // docs/internals/upstream-api.md §3: deleting the account revokes its credentials at the provider.
  disconnectDescription: (name: string, account: string) =>
    `The credentials of ${account === name ? `your ${name} account` : account} are revoked at ${name}, and this app can no longer act for you there. You can connect again at any time.`,
  disconnectError: 'Could not disconnect.',
  sharedWith: (organization: string) => `Shared with ${organization}`,
  // An organization's account, for a member who may not manage it: why there is no Disconnect.
  sharedManagedBy: (organization: string) =>
    `Only ${organization}’s administrators can disconnect or reconnect it.`,
  accountSuspended: 'The service suspended this account. Ask its administrator.',
  accountPermissions: 'Permissions',
  accountActivity: 'Activity',
  accountPermissionsOf: (name: string, account: string) =>
    `Permissions of ${withAccount(name, account)}`,
  accountActivityOf: (name: string, account: string) => `Activity of ${withAccount(name, account)}`,
  accountPermissionsTitle: (name: string) => `What this app can do with ${name}`,
  accountActivityTitle: (name: string) => `What this app did with ${name}`,
  accountDetailsLoading: 'Loading…',
  /** The badge of the account tools use when a call names none, on connectors with several. */
  accountDefault: 'Default',
  makeDefault: 'Make default',
  makeDefaultAccount: (account: string) => `Make ${account} the default`,
  rename: 'Rename',
  renameAccount: (account: string) => `Rename ${account}`,
  renameField: (account: string) => `New name for ${account}`,
  renameSave: 'Save',
  renameEmpty: 'Give the account a name.',
  renameTooLong: (max: number) => `Use at most ${max} characters.`,
  updateError: 'Could not change the account.',
  /** Where the list offers to add further accounts of the connectors the user has. */
  accountsAdd: 'Add accounts',

  // VerifyCallback
  callbackVerifying: 'Finishing the connection…',
  callbackConnected: 'Connected.',
  callbackConnectedPopup: 'Connected. You can close this window.',
  callbackReturning: 'Connected. Taking you back…',
  callbackAccount: (name: string, identifier: string) => `${name} · ${identifier}`,
  callbackFailed: 'Could not finish connecting.',
  callbackDenied: 'The connection was not allowed.',
  callbackBack: 'Back to the app',
  callbackCloseWindow: 'Close this window',

  // ToolCallCard (tool: the tool's name in the user's words; name: the connector's)
  toolCallLabel: (tool: string, name: string) => `${tool} · ${name}`,
  toolCallRunning: 'Working on it…',
  toolCallDone: 'Done',
  toolCallLoadingResult: 'Loading the result…',
  toolCallFailed: (message: string) => `It failed: ${message}`,
  toolCallErrorHint: 'Ask the assistant to try again.',
  toolCallApprovalPrompt: 'The assistant wants to do this. Nothing happens until you approve.',
  toolCallInput: 'Details',
  toolCallNoInput: 'No details.',
  toolCallYes: 'Yes',
  toolCallNo: 'No',
  toolCallApprove: 'Approve',
  toolCallDeny: 'Deny',
  toolCallDenied: 'You denied it. Nothing was done.',
  toolCallConnect: (name: string) => `Connect ${name} to continue`,
  toolCallReconnect: (name: string) => `Reconnect ${name}`,
  toolCallFinishConnecting: (name: string) => `Finish connecting ${name}`,
  toolCallNotConnected: (name: string) =>
    `This needs your ${name} account. Connect it and the assistant carries on.`,
  toolCallExpired: (name: string) =>
    `Your ${name} connection has expired. Reconnect it and the assistant carries on.`,
  toolCallPending: (name: string) =>
    `Your ${name} connection is not finished yet. Finish it and the assistant carries on.`,
  toolCallDisconnected: (name: string) =>
    `Your ${name} connection was cut. Reconnect it and the assistant carries on.`,
  toolCallSuspended: (name: string) =>
    `The service suspended your ${name} account. Ask its administrator, then ask the assistant again.`,
  toolCallMissingScope: (name: string, scopes: string) =>
    `This needs more access to ${name} (${scopes}). Reconnect and allow it, and the assistant carries on.`,
  toolCallRerunning: 'Connected. Running it again…',
  // The account came back elsewhere (another tab, an administrator): a write waits for the user.
  toolCallAccountBack: (name: string) =>
    `Your ${name} account is connected again. Run it when you are ready.`,
  toolCallRunAgain: 'Run it',
  // Which of the user's accounts ran the tool, or must run it (account: the account's name)
  toolCallRanOn: (account: string) => `Ran on ${account}`,
  toolCallRanOnShared: (account: string, organization: string) =>
    `Ran on ${account}, shared by ${organization}`,
  toolCallChooseAccount: (name: string) =>
    `You have more than one ${name} account. Choose the one to use.`,
  toolCallAccountsLegend: (name: string) => `${name} accounts`,
  toolCallAccountDefault: 'Default',
  toolCallAccountShared: (organization: string) => `Shared by ${organization}`,
  toolCallRunOn: (account: string) => `Run on ${account}`,
  toolCallRunningOn: (account: string) => `Running it on ${account}…`,

  // AccountAlerts (name: the connector's; status: accountStatus's words)
  accountAlertsLabel: 'Account notices',
  accountAlertExpired: (name: string) => `Your ${name} connection expired.`,
  accountAlertBroken: (name: string, status: string) =>
    `Your ${name} connection stopped working: ${status}.`,
  accountAlertShared: (name: string, organization: string) =>
    `${organization}’s ${name} connection stopped working. Its administrators can reconnect it.`,
  accountAlertDismiss: (name: string) => `Dismiss the ${name} notice`,

  // An organization's connector, for a member who may not connect it
  connectOrganizationConnected: (organization: string) =>
    `Connected by ${organization}’s administrators.`,
  connectOrganizationPending: (organization: string) =>
    `${organization}’s administrators connect it; not connected yet.`,
};

/** Every string of @plugboard/ui, as `DEFAULT_LOCALIZATION` holds them. */
export type Localization = typeof DEFAULT_LOCALIZATION;

/**
 * What `<PlugboardUiProvider localization>` takes: any strings to replace; the tables
 * (`connectorNames`, `accountStatus`, `errorMessages`) may replace a few entries each.
 */
export type LocalizationOverrides = {
  [Key in keyof Localization]?: Localization[Key] extends string | ((...args: never[]) => string)
    ? Localization[Key]
    : Partial<Localization[Key]>;
};
