/*
 * Without zod on purpose: the server names accounts for a model with it, and a browser bundle
 * that shows the same fallback name takes it without the schemas.
 */

/** What an account's shown name is made of (an accounts list item has these fields). */
export interface AccountNameParts {
  label: string | null;
  profile_name: string | null;
  ordinal: number;
}

/**
 * The name an account goes by: the user's label, else the third-party account's own name, else
 * the connector's name followed by the account's place ("CRM 2"; the first is just "CRM").
 *
 * @example
 * accountName({ label: null, profile_name: null, ordinal: 2 }, 'CRM'); // 'CRM 2'
 */
export function accountName(parts: AccountNameParts, connectorName: string): string {
  if (parts.label !== null) return parts.label;
  if (parts.profile_name !== null) return parts.profile_name;
  return parts.ordinal <= 1 ? connectorName : `${connectorName} ${parts.ordinal}`;
}
