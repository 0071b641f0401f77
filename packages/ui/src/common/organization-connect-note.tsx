'use client';

import type { ConnectorAccess } from '@plugboard/react/core';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { CheckIcon } from './icons.tsx';

export interface OrganizationConnectNoteProps {
  /** An organization's connector the session user may not connect. */
  access: ConnectorAccess & { organization: NonNullable<ConnectorAccess['organization']> };
}

/**
 * What a member sees instead of a Connect button that could only fail: the organization's
 * administrators connect it, and whether they have. A span, so it fits inside a picker's option.
 */
export function OrganizationConnectNote({ access }: OrganizationConnectNoteProps) {
  const { strings } = usePlugboardUi();
  const name = access.organization.organization_name;
  return (
    <span className="pb-connect-note" data-connected={access.connected}>
      {access.connected && <CheckIcon />}
      <span>
        {access.connected
          ? strings.connectOrganizationConnected(name)
          : strings.connectOrganizationPending(name)}
      </span>
    </span>
  );
}

/** The access when a member may not connect: an organization's connector they do not manage. */
export function adminOnly(
  access: ConnectorAccess | undefined,
): OrganizationConnectNoteProps['access'] | undefined {
  if (!access || access.canConnect || !access.organization) return undefined;
  return { ...access, organization: access.organization };
}
