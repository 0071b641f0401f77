/**
 * The character a logo or avatar shows for `name`: its first letter or digit, whole even outside
 * the Basic Multilingual Plane. A translated name may begin with punctuation, a bracket or a
 * mark (the pseudo-locale's "⟦"); a name with neither gives "?".
 */
export function initialOf(name: string): string {
  return /[\p{L}\p{N}]/u.exec(name)?.[0] ?? '?';
}
