/**
 * A session user's identifier as a page may show it to whoever holds their connect link: enough
 * for the user to recognise their own account ("a•••@example.com"), too little to learn it from.
 * An e-mail address keeps its first letter and its domain; any other identifier keeps its first
 * and last two characters when it is long enough to hide something between them.
 */
export function maskedIdentifier(identifier: string): string {
  const at = identifier.lastIndexOf('@');
  if (at > 0 && at < identifier.length - 1) {
    return `${firstCharacter(identifier)}•••${identifier.slice(at)}`;
  }
  const characters = [...identifier];
  if (characters.length <= 6) return `${characters[0] ?? ''}•••`;
  return `${characters.slice(0, 2).join('')}•••${characters.slice(-2).join('')}`;
}

function firstCharacter(text: string): string {
  return [...text][0] ?? '';
}
