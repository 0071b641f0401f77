'use client';

import { useId } from 'react';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

/** docs/internals/upstream-api.md §8: a search needs at least 3 characters; shorter ones list everything. */
const MIN_SEARCH_LENGTH = 3;

export interface AccountSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box of ConnectedAccountsList, with a hint while the text is too short to search. */
export function AccountSearch({ value, onChange }: AccountSearchProps) {
  const { strings, classes } = usePlugboardUi();
  const hintId = useId();
  const length = value.trim().length;
  return (
    <div className="pb-accounts__search">
      <input
        type="search"
        className={classes('accountsSearch', 'pb-input')}
        aria-label={strings.accountsSearch}
        aria-describedby={hintId}
        placeholder={strings.accountsSearch}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={hintId} className="pb-accounts__hint">
        {length > 0 && length < MIN_SEARCH_LENGTH ? strings.accountsSearchHint : ''}
      </p>
    </div>
  );
}
