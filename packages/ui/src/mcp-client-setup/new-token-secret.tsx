'use client';

import type { CreateMcpTokenResponse } from '@plugboard/schema';
import { useEffect, useRef } from 'react';
import { AlertIcon } from '../common/icons.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { CopyField } from './copy-field.tsx';
import { useMcpSetupStrings } from './mcp-setup-strings.ts';

/**
 * The secret of the token just created, the one time it exists outside the client's config: focus
 * moves here so a screen reader hears the warning, and it stays until the user says it is copied.
 */
export function NewTokenSecret({
  created,
  onDone,
}: {
  created: CreateMcpTokenResponse;
  onDone(): void;
}) {
  const { classes } = usePlugboardUi();
  const strings = useMcpSetupStrings();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={classes('notice', 'pb-notice pb-mcp__secret')}
      data-tone="warning"
      aria-labelledby={`${created.token.id}-secret`}
    >
      <AlertIcon />
      <div className="pb-mcp__secret-body">
        <h4
          className="pb-mcp__subheading"
          id={`${created.token.id}-secret`}
          ref={heading}
          tabIndex={-1}
        >
          {strings.secretHeading(created.token.name)}
        </h4>
        <p className="pb-mcp__text">{strings.secretWarning}</p>
        <CopyField value={created.secret} label={strings.secretField} />
        <div>
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--secondary')}
            onClick={onDone}
          >
            {strings.secretDone}
          </button>
        </div>
      </div>
    </section>
  );
}
