/*
 * What the accounts list calls a user's first account of a connector whose profile read names it
 * (the BFF reads it at verify): the emulator's first workspace and channel, the same for every user.
 * Connectors without one go by the user's identifier.
 */

/** The emulator's first CRM workspace (crm_get_current_token_info's workspace.name). */
export const FIRST_CRM_ACCOUNT = 'Northwind Traders';

/** The emulator's first video channel (video_channels_list mine=true). */
export const FIRST_VIDEO_ACCOUNT = 'Workbench Diaries';

/**
 * How the kit's buttons name an account of a connector: "CRM (Work CRM)", or just the connector's
 * name when the account goes by it (an organization's shared account with no other name).
 */
export function withAccount(connectorName: string, accountName: string): string {
  return accountName === connectorName ? connectorName : `${connectorName} (${accountName})`;
}
