'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { DialogOverlay } from '../common/dialog-overlay.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { useMcpSetupStrings } from './mcp-setup-strings.ts';

export interface RevokeTokenDialogProps {
  name: string;
  /** The client's display name. */
  client: string;
  onConfirm(): void;
  /** Where focus goes after a confirmed revoke, instead of back to the trigger, which leaves. */
  onConfirmedClose(): void;
}

/** Revoke behind a confirmation that says the client stops working at once. */
export function RevokeTokenDialog({
  name,
  client,
  onConfirm,
  onConfirmedClose,
}: RevokeTokenDialogProps) {
  const { strings: ui, classes, root } = usePlugboardUi();
  const strings = useMcpSetupStrings();
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={classes('button', 'pb-button pb-button--ghost pb-button--danger-text')}
        aria-label={strings.revokeToken(name)}
      >
        {strings.revoke}
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
          <Dialog.Title className="pb-dialog__title">{strings.revokeTitle(name)}</Dialog.Title>
          <Dialog.Description className="pb-dialog__description">
            {strings.revokeDescription(client)}
          </Dialog.Description>
          <div className="pb-dialog__actions">
            <Dialog.Close className={classes('button', 'pb-button pb-button--secondary')}>
              {ui.cancel}
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
              {strings.revoke}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
