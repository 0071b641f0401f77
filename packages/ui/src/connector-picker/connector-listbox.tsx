'use client';

import type { ConnectedAccountStatus, ConnectorId, OfferedConnector } from '@plugboard/schema';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { initialOf } from '../common/initial-of.ts';
import {
  OrganizationConnectNote,
  type OrganizationConnectNoteProps,
} from '../common/organization-connect-note.tsx';
import { StatusBadge } from '../connected-accounts-list/status-badge.tsx';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

export interface ConnectorListboxProps {
  /** Undefined until they are known; `pending` shows meanwhile. */
  connectors: readonly OfferedConnector[] | undefined;
  /** What shows instead of the list while there are no connectors: progress, or an error. */
  pending: ReactNode;
  /** The status of the user's account on each connector that has one. */
  statuses: Partial<Record<ConnectorId, ConnectedAccountStatus>>;
  /** The services the user has an account of, which picking adds another of. */
  addable: Partial<Record<ConnectorId, true>>;
  /**
   * The organizations' services the user may not connect: listed with who connects them, but
   * disabled, since picking one could only fail.
   */
  organizations: Partial<Record<ConnectorId, OrganizationConnectNoteProps['access']>>;
  /** Called inside the click or key press, so the connect popup may open synchronously. */
  onPick: (connector: ConnectorId) => void;
}

/**
 * A search box that filters a list of services, as the ARIA combobox pattern: focus stays in the
 * box, the arrow keys, Home and End move the active service, Enter picks it; a click picks too.
 * The box is there from the start, so the dialog opens with focus in it even while loading.
 */
export function ConnectorListbox({
  connectors,
  pending,
  statuses,
  addable,
  organizations,
  onPick,
}: ConnectorListboxProps) {
  const { strings, classes } = usePlugboardUi();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = (connector: ConnectorId) => `${listId}-${connector}`;

  const text = search.trim().toLowerCase();
  const matches = (connectors ?? []).filter((connector) =>
    `${strings.connectorNames[connector.id]} ${connector.name} ${connector.description}`
      .toLowerCase()
      .includes(text),
  );
  const activeIndex = Math.min(active, matches.length - 1);
  const activeConnector = matches[activeIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined && matches.length > 0) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' && activeConnector) {
      event.preventDefault();
      if (!organizations[activeConnector.id]) onPick(activeConnector.id);
    }
  };

  return (
    <>
      <input
        type="text"
        role="combobox"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeConnector ? optionId(activeConnector.id) : undefined}
        aria-label={strings.pickerSearch}
        placeholder={strings.pickerSearch}
        className={classes('pickerSearch', 'pb-input pb-picker__search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={strings.pickerServices}
        className="pb-picker__list"
      >
        {matches.map((connector, index) => {
          const status = statuses[connector.id];
          const organization = organizations[connector.id];
          const name = strings.connectorNames[connector.id];
          return (
            // The combobox pattern: focus stays in the search box, which handles the keys and
            // points at the active option (aria-activedescendant); options take no focus.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the search box handles the keys
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the search box
            <div
              key={connector.id}
              id={optionId(connector.id)}
              role="option"
              aria-selected={index === activeIndex}
              aria-disabled={organization ? true : undefined}
              className={classes('pickerOption', 'pb-picker__option')}
              onClick={() => {
                if (!organization) onPick(connector.id);
              }}
              onMouseMove={() => setActive(index)}
            >
              <span className="pb-logo" data-connector={connector.id} aria-hidden="true">
                {initialOf(name)}
              </span>
              <span className="pb-picker__text">
                <span className="pb-picker__name">{name}</span>
                <span className="pb-picker__description">{connector.description}</span>
                {addable[connector.id] && (
                  <span className="pb-picker__add">{strings.pickerAddAnother(name)}</span>
                )}
                {organization && <OrganizationConnectNote access={organization} />}
              </span>
              {status && <StatusBadge status={status} />}
            </div>
          );
        })}
      </div>
      {connectors === undefined && pending}
      {connectors !== undefined && matches.length === 0 && (
        <p className="pb-picker__empty" role="status">
          {strings.pickerNoMatch(search.trim())}
        </p>
      )}
    </>
  );
}
