import { vi } from 'vitest';

/**
 * jsdom cannot open windows, so `window.open` is stubbed with the part of a popup window the
 * connect flow touches: `closed`, `location.href` and `close()`. Everything else stays real.
 */
export interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

function createFakePopup(): FakePopup {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
}

/** Each `window.open` call gets a new popup, as a browser opens a new window after a close. */
export function stubWindowOpen(options: { blocked?: boolean } = {}) {
  const opened: FakePopup[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    if (options.blocked) return null;
    const popup = createFakePopup();
    opened.push(popup);
    return popup as unknown as Window;
  });
  return {
    open,
    opened,
    /** The most recently opened popup. */
    get popup(): FakePopup {
      const latest = opened.at(-1);
      if (!latest) throw new Error('window.open has not been called');
      return latest;
    },
  };
}

/**
 * Replaces `window.location` with one whose `assign` and `replace` record the URL, since jsdom
 * does not navigate. Undo with `vi.unstubAllGlobals()`.
 */
export function stubLocationAssign() {
  const assign = vi.fn<(url: string) => void>();
  const replace = vi.fn<(url: string) => void>();
  const { origin, href, pathname, search, hash } = window.location;
  vi.stubGlobal('location', { origin, href, pathname, search, hash, assign, replace });
  return Object.assign(assign, { replace });
}
