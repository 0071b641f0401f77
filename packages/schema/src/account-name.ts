/*
 * Without zod on purpose: the server names accounts for a model with it, and a browser bundle
 * that shows the same fallback name takes it without the schemas.
 */

/** What an account's shown name is made of (an accounts list item has these fields). */
export interface AccountNameParts {
  label: string | null;
  profile_name: string | null;
  ordinal: number;
  /** The account's identifier: the user's own for their first account of a connector. */
  identifier?: string | undefined;
  /** The organization sharing the account, `null` (or left out) for the user's own. */
  shared?: object | null | undefined;
}

/**
 * The identifier a user's first account of a connector goes by when nothing names it better: the
 * user's own identifier (an email, say) means something to them. A further account's
 * (`<identifier>#<slot>`) and an organization's do not, so they have none.
 */
export function firstAccountIdentifier(parts: AccountNameParts): string | undefined {
  const { identifier, ordinal, shared } = parts;
  if (identifier === undefined || ordinal > 1 || (shared !== undefined && shared !== null)) {
    return undefined;
  }
  return identifier.includes('#') ? undefined : identifier;
}

/**
 * The name an account goes by: the user's label, else the third-party account's own name, else
 * the user's identifier for their first account, else the connector's name followed by the
 * account's place ("CRM 2"; a first one without an identifier is just "CRM").
 *
 * @example
 * accountName({ label: null, profile_name: null, ordinal: 2 }, 'CRM'); // 'CRM 2'
 */
export function accountName(parts: AccountNameParts, connectorName: string): string {
  if (parts.label !== null) return parts.label;
  if (parts.profile_name !== null) return parts.profile_name;
  const identifier = firstAccountIdentifier(parts);
  if (identifier !== undefined) return identifier;
  return parts.ordinal <= 1 ? connectorName : `${connectorName} ${parts.ordinal}`;
}
