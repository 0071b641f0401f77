/*
 * The authorization popup. lessons-from-peers.md: Safari and iOS block a popup opened after an
 * await, so the flow opens a blank one synchronously inside the click and navigates it later;
 * and a provider's Cross-Origin-Opener-Policy can make `popup.closed` throw or report `true`
 * while the window is still open, so every read of it is guarded and treated as a hint.
 */

/** The popup's window name: a second click reuses the window instead of opening another. */
export const CONNECT_POPUP_NAME = 'plugboard-connect';

const POPUP_WIDTH = 520;
const POPUP_HEIGHT = 720;
const CLOSED_POLL_MS = 500;

/** Opens a blank, centered popup; null when a blocker stopped it. Call inside the click. */
export function openBlankPopup(win: Window): Window | null {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  let popup: Window | null | undefined;
  try {
    popup = win.open('about:blank', CONNECT_POPUP_NAME, features);
  } catch {
    return null;
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
    if (!popup.closed) popup.close();
  } catch {
    // COOP severed the window from us: nothing left to close from this side.
  }
}

/** Calls `onClosed` once when the popup reports closed; returns the function that stops watching. */
export function watchPopupClosed(popup: Window, onClosed: () => void): () => void {
  const timer = setInterval(() => {
    if (!isPopupClosed(popup)) return;
    clearInterval(timer);
    onClosed();
  }, CLOSED_POLL_MS);
  return () => clearInterval(timer);
}

/** Whether this window is the connect popup (COOP may have cut `opener`, the name remains). */
export function isConnectPopup(win: Window): boolean {
  return win.opener != null || win.name === CONNECT_POPUP_NAME;
}
