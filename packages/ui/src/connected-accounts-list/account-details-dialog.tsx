'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, Suspense } from 'react';
import { DialogOverlay } from '../common/dialog-overlay.tsx';
import { CloseIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

export interface AccountDetailsDialogProps {
  /** The trigger's visible text (`Permissions`). */
  trigger: string;
  /** The trigger's accessible name, which names the account. */
  label: string;
  title: string;
  children: ReactNode;
}

/**
 * A row's Permissions or Activity: a button that opens the panel in a dialog. Radix moves focus
 * into it, keeps it there, closes on Escape and gives focus back to the button.
 */
export function AccountDetailsDialog({
  trigger,
  label,
  title,
  children,
}: AccountDetailsDialogProps) {
  const { strings, classes, root } = usePlugboardUi();
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className={classes('button', 'pb-button pb-button--ghost')}
        aria-label={label}
      >
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay {...root('dialogOverlay', 'pb-dialog-overlay')} />
        <Dialog.Content
          {...root('dialog', 'pb-dialog pb-dialog--wide')}
          aria-describedby={undefined}
        >
          <Dialog.Title className="pb-dialog__title">{title}</Dialog.Title>
          <Suspense
            fallback={
              <p className="pb-details__loading" role="status">
                <Spinner />
                {strings.accountDetailsLoading}
              </p>
            }
          >
            {children}
          </Suspense>
          <Dialog.Close
            className={classes('button', 'pb-button pb-button--ghost pb-dialog__close')}
            aria-label={strings.close}
          >
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
