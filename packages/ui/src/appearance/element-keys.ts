/**
 * The elements `appearance.elements` can add classes to, each named after what it is:
 * - `button`: every button and button-like link;
 * - `notice`: every error notice;
 * - `connectButton`, `connectStatus`, `copyLink`: ConnectButton's root, its live status line and
 *   the copyable link shown when no popup could open;
 * - `pickerTrigger`, `pickerOverlay`, `picker`, `pickerSearch`, `pickerOption`: ConnectorPicker's
 *   button, the dialog's backdrop and panel, the search box and each service;
 * - `accountsList`, `accountsSearch`, `accountRow`, `statusBadge`, `accountsPagination`:
 *   ConnectedAccountsList's root, search box, rows, status badges and page buttons;
 * - `dialogOverlay`, `dialog`: the disconnect confirmation's backdrop and panel;
 * - `verifyCallback`: VerifyCallback's root.
 * - `mcpSetup`: McpClientSetup's root.
 * - `toolCall`, `toolCallHeader`, `toolCallStatus`, `toolCallInput`, `toolCallActions`: ToolCallCard's
 *   root, its header (the tool's name and connector), its live status line, the details of the
 *   call (the input) and its row of buttons (Approve, Deny).
 * - `accountAlerts`, `accountAlert`: AccountAlerts' live region and each of its notices.
 */
export type ElementKey =
  | 'button'
  | 'notice'
  | 'connectButton'
  | 'connectStatus'
  | 'copyLink'
  | 'pickerTrigger'
  | 'pickerOverlay'
  | 'picker'
  | 'pickerSearch'
  | 'pickerOption'
  | 'accountsList'
  | 'accountsSearch'
  | 'accountRow'
  | 'statusBadge'
  | 'accountsPagination'
  | 'accountPermissions'
  | 'accountActivity'
  | 'mcpSetup'
  | 'dialogOverlay'
  | 'dialog'
  | 'verifyCallback'
  | 'toolCall'
  | 'toolCallHeader'
  | 'toolCallStatus'
  | 'toolCallInput'
  | 'toolCallActions'
  | 'accountAlerts'
  | 'accountAlert';
