'use client';

import {
  type ConnectFallback,
  type PlugboardError,
  useConnect,
  useConnectedAccounts,
  useConnectors,
} from '@plugboard/react';
import { connectorAccess } from '@plugboard/react/core';
import type {
  ConnectedAccountStatus,
  ConnectedAccountSummary,
  ConnectorId,
} from '@plugboard/schema';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { accountDisplayName } from '../common/account-display-name.ts';
import { connectStatusText } from '../common/connect-status-text.ts';
import { CopyLink } from '../common/copy-link.tsx';
import { DialogOverlay } from '../common/dialog-overlay.tsx';
import { AlertIcon, CloseIcon } from '../common/icons.tsx';
import {
  adminOnly,
  type OrganizationConnectNoteProps,
} from '../common/organization-connect-note.tsx';
import { Spinner } from '../common/spinner.tsx';
import { useControllableState } from '../common/use-controllable-state.ts';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { ConnectorListbox } from './connector-listbox.tsx';

export interface ConnectorPickerProps {
  /** The services to offer, in this order; every connector the app offers by default. */
  connectors?: readonly ConnectorId[];
  /** The trigger button's content; `Connect an account` by default (`pickerTrigger`). */
  trigger?: ReactNode;
  /** Added to the trigger button's classes. */
  className?: string;
  /** Controls the dialog: whether it is open. Leave undefined to let the picker manage it. */
  open?: boolean;
  /** Whether the dialog starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** When no popup can open: `'redirect'` (default) or `'link'`, as ConnectButton's. */
  fallback?: ConnectFallback;
  /** Called when a service is connected; the dialog then closes. */
  onConnected?: (account: ConnectedAccountSummary) => void;
  /** Called when connecting fails; the dialog stays open to try again. */
  onError?: (error: PlugboardError) => void;
}

/**
 * A button that opens a dialog listing the services the app offers, with the status of the
 * user's account on each (an organization's service a member may not connect is listed, not
 * offered: its line says the administrators connect it); typing filters them, the arrow keys and
 * Enter pick one, and picking connects it; a service the user already has an ACTIVE account of
 * says "Add another CRM account", and picking it adds one. Each connects in a popup opened inside the click or key press. Progress is announced in the
 * dialog, which closes once the account is connected and gives focus back to the button.
 *
 * @example
 * ```tsx
 * <ConnectorPicker connectors={['docsapp', 'crm', 'warehouse']} onConnected={(account) => toast(account.connector)} />
 * ```
 */
export function ConnectorPicker({
  connectors: only,
  trigger,
  className,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  fallback,
  onConnected,
  onError,
}: ConnectorPickerProps) {
  const { strings, classes, root } = usePlugboardUi();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [picked, setPicked] = useState<ConnectorId | undefined>(undefined);
  const offered = useConnectors();
  const { data: accounts } = useConnectedAccounts();
  const [adding, setAdding] = useState(false);
  const ends = {
    fallback,
    onConnected: (account: ConnectedAccountSummary) => {
      onConnected?.(account);
      setOpen(false);
    },
    onError,
  };
  const first = useConnect(ends);
  // The add option is read when a flow starts, so a pick that adds needs a hook of its own.
  const another = useConnect({ ...ends, add: true });
  const flow = adding ? another : first;

  const all = offered.data;
  const connectors =
    all && only ? only.flatMap((id) => all.filter((connector) => connector.id === id)) : all;
  // The default account's status stands for the connector; an ACTIVE own account of it makes
  // picking the connector add another (an expired one alone is reconnected, as before).
  const statuses: Partial<Record<ConnectorId, ConnectedAccountStatus>> = {};
  const addable: Partial<Record<ConnectorId, true>> = {};
  for (const account of accounts ?? []) {
    if (account.is_default || !statuses[account.connector])
      statuses[account.connector] = account.status;
    if (account.shared === null && account.status === 'ACTIVE') addable[account.connector] = true;
  }
  const organizations: Partial<Record<ConnectorId, OrganizationConnectNoteProps['access']>> = {};
  for (const connector of connectors ?? []) {
    const access = adminOnly(connectorAccess(connector, accounts));
    if (access) organizations[connector.id] = access;
  }
  const pick = (connector: ConnectorId) => {
    const add = addable[connector] === true;
    setPicked(connector);
    setAdding(add);
    (add ? first : another).cancel();
    (add ? another : first).connect(connector);
  };
  const listed = flow.account && accounts?.find((account) => account.id === flow.account?.id);
  const name = picked && strings.connectorNames[picked];
  const button = (variant: string) => classes('button', `pb-button pb-button--${variant}`);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger {...root('pickerTrigger', button('primary pb-picker-trigger'), className)}>
        {trigger ?? strings.pickerTrigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay {...root('pickerOverlay', 'pb-dialog-overlay')} />
        <Dialog.Content {...root('picker', 'pb-dialog pb-picker')} data-status={flow.status}>
          <Dialog.Title className="pb-dialog__title">{strings.pickerTitle}</Dialog.Title>
          <Dialog.Description className="pb-dialog__description">
            {strings.pickerDescription}
          </Dialog.Description>
          <ConnectorListbox
            connectors={connectors}
            statuses={statuses}
            addable={addable}
            organizations={organizations}
            onPick={pick}
            pending={
              offered.error ? (
                <div className={classes('notice', 'pb-notice')} data-tone="danger" role="alert">
                  <AlertIcon />
                  <p className="pb-notice__text">
                    {strings.pickerLoadError} {errorText(strings, offered.error)}
                  </p>
                  <button
                    type="button"
                    className={button('secondary')}
                    onClick={() => offered.refetch()}
                  >
                    {strings.retry}
                  </button>
                </div>
              ) : (
                <p className="pb-picker__loading" role="status">
                  <Spinner />
                  {strings.pickerLoading}
                </p>
              )
            }
          />
          <div className="pb-picker__progress">
            <p
              className={classes('connectStatus', 'pb-connect__status')}
              data-status={flow.status}
              role="status"
              aria-live="polite"
            >
              {name
                ? connectStatusText(strings, name, {
                    ...flow,
                    accountName: listed ? accountDisplayName(strings, listed) : undefined,
                  })
                : ''}
            </p>
            {flow.isWaiting && (
              <button type="button" className={button('ghost')} onClick={flow.cancel}>
                {strings.cancel}
              </button>
            )}
          </div>
          {name && flow.isWaiting && flow.link && <CopyLink link={flow.link} name={name} />}
          <Dialog.Close className={button('ghost pb-dialog__close')} aria-label={strings.close}>
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
