'use client';

import { type ConnectFallback, useConnect } from '@plugboard/react';
import type { ConnectorId } from '@plugboard/schema';
import { CopyLink } from '../common/copy-link.tsx';
import { Spinner } from '../common/spinner.tsx';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

export interface AddAccountButtonProps {
  connector: ConnectorId;
  fallback: ConnectFallback | undefined;
}

/**
 * "Add another CRM account": connects a further account of a connector the user has one of.
 * Past the connector's limit it says, in the host's words for ACCOUNT_LIMIT_REACHED, that one
 * must be disconnected first.
 */
export function AddAccountButton({ connector, fallback }: AddAccountButtonProps) {
  const { strings, classes } = usePlugboardUi();
  const { connect, status, isPending, isWaiting, error, link } = useConnect({
    connector,
    fallback,
    add: true,
  });
  const name = strings.connectorNames[connector];
  return (
    <div className="pb-accounts__add-item" data-status={status}>
      <button
        type="button"
        className={classes('button', 'pb-button pb-button--secondary')}
        disabled={isPending}
        onClick={() => connect()}
      >
        {isPending && <Spinner />}
        {strings.connectAddAnother(name)}
      </button>
      {isWaiting && link && <CopyLink link={link} name={name} />}
      {status === 'error' && error && (
        <p className="pb-account__error" role="alert">
          {errorText(strings, error)}
        </p>
      )}
    </div>
  );
}
