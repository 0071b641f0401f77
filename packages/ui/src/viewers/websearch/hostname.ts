/** The host name of a link, to name its site briefly; the text itself when it is not a URL. */
export function hostname(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
