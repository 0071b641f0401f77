'use client';

import type { PlugboardError } from '@plugboard/react';
import type { McpToolScope } from '@plugboard/schema';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { DialogOverlay } from '../common/dialog-overlay.tsx';
import { Spinner } from '../common/spinner.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { useMcpSetupStrings } from './mcp-setup-strings.ts';
import { choiceOf, type ScopeChoice, type ScopeConnector, scopeOf } from './tool-scope-choice.ts';
import { ToolScopeChooser } from './tool-scope-chooser.tsx';

export interface EditScopeDialogProps {
  name: string;
  scope: McpToolScope;
  offered: readonly ScopeConnector[] | undefined;
  offeredFailed: boolean;
  /** Resolves once the BFF took the new scope; rejects with its error, shown in the dialog. */
  onSave(scope: McpToolScope): Promise<unknown>;
}

/** Change, behind a dialog holding the same chooser as the create form, filled with the token's scope. */
export function EditScopeDialog({
  name,
  scope,
  offered,
  offeredFailed,
  onSave,
}: EditScopeDialogProps) {
  const { strings: ui, classes, root } = usePlugboardUi();
  const strings = useMcpSetupStrings();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ScopeChoice>(() => choiceOf(scope, offered ?? []));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlugboardError | undefined>(undefined);

  const openChange = (next: boolean) => {
    if (next) {
      // Each opening starts from the token's scope as it is now.
      setChoice(choiceOf(scope, offered ?? []));
      setTried(false);
      setError(undefined);
    }
    setOpen(next);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const next = scopeOf(choice, offered ?? []);
    if (next === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSave(next);
      setOpen(false);
    } catch (cause) {
      setError(cause as PlugboardError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger
        className={classes('button', 'pb-button pb-button--ghost')}
        aria-label={strings.changeScopeOf(name)}
      >
        {strings.changeScope}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay {...root('dialogOverlay', 'pb-dialog-overlay')} />
        <Dialog.Content {...root('dialog', 'pb-dialog pb-mcp-scope-dialog')}>
          <Dialog.Title className="pb-dialog__title">{strings.changeScopeTitle(name)}</Dialog.Title>
          <Dialog.Description className="pb-dialog__description">
            {strings.changeScopeDescription}
          </Dialog.Description>
          <form onSubmit={save} noValidate>
            <ToolScopeChooser
              offered={offered}
              offeredFailed={offeredFailed}
              choice={choice}
              onChange={setChoice}
              showProblem={tried}
            />
            {error && (
              <p className="pb-mcp__error" role="alert">
                {strings.changeScopeError} {errorText(ui, error)}
              </p>
            )}
            <div className="pb-dialog__actions">
              <Dialog.Close className={classes('button', 'pb-button pb-button--secondary')}>
                {ui.cancel}
              </Dialog.Close>
              <button
                type="submit"
                className={classes('button', 'pb-button pb-button--primary')}
                disabled={busy}
              >
                {busy && <Spinner />}
                {busy ? strings.saving : strings.save}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
