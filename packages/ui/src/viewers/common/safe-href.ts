const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * `url` when a link to it is safe to render, otherwise undefined. Results come from third-party
 * services and from what other people wrote there, so a `javascript:` or `data:` URL in a result
 * must never become a clickable link.
 */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `url` when it is safe as an image source: http, https, or an inline `data:image/…` (an image
 * element never runs script, whatever its source), otherwise undefined.
 */
export function safeImageSrc(url: unknown): string | undefined {
  if (typeof url === 'string' && url.startsWith('data:image/')) return url;
  const href = safeHref(url);
  return href?.startsWith('http') ? href : undefined;
}
