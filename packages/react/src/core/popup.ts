/*
 * The authorization popup. docs/internals/code-style.md §"Lessons from other kits": Safari and iOS block a popup opened after an
 * await, so the flow opens a blank one synchronously inside the click and navigates it later;
 * and a provider's Cross-Origin-Opener-Policy can make `popup.closed` throw or report `true`
 * while the window is still open, so every read of it is guarded and treated as a hint.
 */

/** The popup's window name: a second click reuses the window instead of opening another. */
export const CONNECT_POPUP_NAME = 'plugboard-connect';

/** Opens a blank popup of 520×720 over the page's centre; null when a blocker stopped it. */
export function openBlankPopup(win: Window): Window | null {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - 520) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - 720) / 2));
  let popup: Window | null = null;
  try {
    popup = win.open(
      'about:blank',
      CONNECT_POPUP_NAME,
      `popup=yes,width=520,height=720,left=${left},top=${top}`,
    );
  } catch {
    // A sandboxed frame without allow-popups throws: the same as blocked.
  }
  // Some blockers hand back a window that is already closed instead of null.
  return popup && !isPopupClosed(popup) ? popup : null;
}

/** Whether the popup reports itself closed; a throwing read (COOP) counts as still open. */
export function isPopupClosed(popup: Window): boolean {
  try {
    return popup.closed;
  } catch {
    return false;
  }
}

/** Sends the popup to the authorization link; false when the browser refused. */
export function navigatePopup(popup: Window, url: string): boolean {
  try {
    popup.location.href = url;
    return true;
  } catch {
    return false;
  }
}

export function closePopup(popup: Window): void {
  try {
    popup.close();
  } catch {
    // COOP severed the window from us: nothing left to close from this side.
  }
}

/**
 * Calls `onClosed` once when the popup reports closed, polling twice a second (no event tells an
 * opener); returns the function that stops watching.
 */
export function watchPopupClosed(popup: Window, onClosed: () => void): () => void {
  const stop = () => clearInterval(timer);
  const timer = setInterval(() => {
    if (isPopupClosed(popup)) {
      stop();
      onClosed();
    }
  }, 500);
  return stop;
}

/** Whether this window is the connect popup (COOP may have cut `opener`, the name remains). */
export function isConnectPopup(win: Window): boolean {
  return win.opener != null || win.name === CONNECT_POPUP_NAME;
}
