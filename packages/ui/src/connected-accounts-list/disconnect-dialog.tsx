'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { DialogOverlay } from '../common/dialog-overlay.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

export interface DisconnectDialogProps {
  /** The connector's display name. */
  name: string;
  /** What the list calls the account (its label, else its own name, else "CRM 2"). */
  accountName: string;
  onConfirm: () => void;
  /**
   * Where focus goes after a confirmed disconnect, instead of back to the trigger, whose row
   * leaves the list.
   */
  onConfirmedClose: () => void;
}

/**
 * Disconnect behind a confirmation. Radix moves focus into the dialog, traps it there and gives
 * it back to the trigger on close. The description says what disconnecting does upstream:
 * docs/internals/upstream-api.md §3, deleting the account revokes its credentials at the provider.
 */
export function DisconnectDialog({
  name,
  accountName,
  onConfirm,
  onConfirmedClose,
}: DisconnectDialogProps) {
  const { strings, classes, root } = usePlugboardUi();
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={classes('button', 'pb-button pb-button--ghost pb-button--danger-text')}
        aria-label={strings.disconnectAccount(name, accountName)}
      >
        {strings.disconnect}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay {...root('dialogOverlay', 'pb-dialog-overlay')} />
        <Dialog.Content
          {...root('dialog', 'pb-dialog')}
          onCloseAutoFocus={(event) => {
            if (!confirmed.current) return;
            confirmed.current = false;
            event.preventDefault();
            onConfirmedClose();
          }}
        >
          <Dialog.Title className="pb-dialog__title">{strings.disconnectTitle(name)}</Dialog.Title>
          <Dialog.Description className="pb-dialog__description">
            {strings.disconnectDescription(name, accountName)}
          </Dialog.Description>
          <div className="pb-dialog__actions">
            <Dialog.Close className={classes('button', 'pb-button pb-button--secondary')}>
              {strings.cancel}
            </Dialog.Close>
            <button
              type="button"
              className={classes('button', 'pb-button pb-button--danger')}
              onClick={() => {
                confirmed.current = true;
                setOpen(false);
                onConfirm();
              }}
            >
              {strings.disconnect}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
