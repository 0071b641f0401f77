'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../common/spinner.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

/** The schema's accountLabelSchema bounds, checked here without zod (the bundle carries none). */
const MAX_LABEL = 60;

export interface AccountRenameProps {
  /** The account's name now, which the field starts with. */
  name: string;
  /** True while the rename is being saved. */
  saving: boolean;
  /** Saves the trimmed label; resolves true once the BFF took it. */
  onSave: (label: string) => Promise<boolean>;
  /** Ends editing without saving (also after a save that worked). */
  onDone: () => void;
}

/**
 * An account's name as an inline edit: Enter (or Save) saves, Escape (or Cancel) leaves it as it
 * was. A name must have 1 to 60 characters once trimmed; the field says so, before any request.
 */
export function AccountRename({ name, saving, onSave, onDone }: AccountRenameProps) {
  const { strings, classes } = usePlugboardUi();
  const [value, setValue] = useState(name);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const save = async () => {
    const label = value.trim();
    const problem =
      label.length === 0
        ? strings.renameEmpty
        : label.length > MAX_LABEL
          ? strings.renameTooLong(MAX_LABEL)
          : undefined;
    setInvalid(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    if (await onSave(label)) onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    // Inside a dialog, Escape would close it too: this edit is the nearer thing to cancel.
    event.preventDefault();
    event.stopPropagation();
    onDone();
  };

  return (
    <form
      className="pb-account__rename"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={onKeyDown}
    >
      <input
        ref={field}
        type="text"
        className="pb-input pb-account__rename-field"
        aria-label={strings.renameField(name)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={value}
        disabled={saving}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setInvalid(undefined);
        }}
      />
      <button
        type="submit"
        className={classes('button', 'pb-button pb-button--primary pb-button--small')}
        disabled={saving}
      >
        {saving && <Spinner />}
        {strings.renameSave}
      </button>
      <button
        type="button"
        className={classes('button', 'pb-button pb-button--ghost pb-button--small')}
        onClick={onDone}
      >
        {strings.cancel}
      </button>
      {invalid && (
        <p id={errorId} className="pb-account__rename-error" role="alert">
          {invalid}
        </p>
      )}
    </form>
  );
}
