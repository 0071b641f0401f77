'use client';

import { useRef, useState } from 'react';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

export interface CopyLinkProps {
  link: string;
  /** The connector's display name. */
  name: string;
}

/**
 * The authorization link, when no popup could open and the page stays (docs/internals/code-style.md §"Lessons from other kits":
 * the last fallback is a link to copy). A user's click on "Open link" is never blocked, and the
 * flow completes from the new tab's callback page.
 */
export function CopyLink({ link, name }: CopyLinkProps) {
  const { strings, classes } = usePlugboardUi();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const copy = () => {
    // Selected first: where the clipboard API is missing or refused, copying is one shortcut away.
    field.current?.select();
    navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => {},
    );
  };

  return (
    <div className={classes('copyLink', 'pb-copy-link')}>
      <input
        ref={field}
        className="pb-input pb-copy-link__field"
        readOnly
        value={link}
        aria-label={strings.linkField(name)}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="pb-copy-link__actions">
        <a
          className={classes('button', 'pb-button pb-button--secondary')}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {strings.linkOpen}
        </a>
        <button
          type="button"
          className={classes('button', 'pb-button pb-button--ghost')}
          onClick={copy}
        >
          <span aria-live="polite">{copied ? strings.linkCopied : strings.linkCopy}</span>
        </button>
      </div>
    </div>
  );
}
