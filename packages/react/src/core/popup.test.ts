import { stubWindowOpen } from '@plugboard/test-kit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  CONNECT_POPUP_NAME,
  isConnectPopup,
  isPopupClosed,
  navigatePopup,
  openBlankPopup,
  watchPopupClosed,
} from './popup.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.name = '';
});

describe('openBlankPopup', () => {
  test('opens a blank, named, sized popup', () => {
    const stub = stubWindowOpen();
    expect(openBlankPopup(window)).toBe(stub.popup);
    const { open } = stub;
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect([url, name]).toEqual(['about:blank', CONNECT_POPUP_NAME]);
    expect(features).toMatch(/^popup=yes,width=520,height=720,left=\d+,top=\d+$/);
  });

  test('is null when blocked, whether open answers null or an already closed window', () => {
    stubWindowOpen({ blocked: true });
    expect(openBlankPopup(window)).toBeNull();
    vi.restoreAllMocks();
    vi.spyOn(window, 'open').mockReturnValue({ closed: true } as Window);
    expect(openBlankPopup(window)).toBeNull();
  });
});

describe('reading a popup that COOP cut off', () => {
  const severed = {
    get closed(): boolean {
      throw new DOMException('Blocked', 'SecurityError');
    },
    get location(): Location {
      throw new DOMException('Blocked', 'SecurityError');
    },
  } as unknown as Window;

  test('closed reads as open and navigation reports failure, neither throws', () => {
    expect(isPopupClosed(severed)).toBe(false);
    expect(navigatePopup(severed, 'https://example.com')).toBe(false);
  });
});

describe('watchPopupClosed', () => {
  test('reports the close once and stops polling', () => {
    vi.useFakeTimers();
    const windows = stubWindowOpen();
    const popup = openBlankPopup(window);
    if (!popup) throw new Error('the stub opens a popup');
    const onClosed = vi.fn();
    watchPopupClosed(popup, onClosed);
    vi.advanceTimersByTime(2000);
    expect(onClosed).not.toHaveBeenCalled();
    windows.popup.close();
    vi.advanceTimersByTime(2000);
    expect(onClosed).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('stopping clears the timer', () => {
    vi.useFakeTimers();
    stubWindowOpen();
    const popup = openBlankPopup(window);
    if (!popup) throw new Error('the stub opens a popup');
    const stop = watchPopupClosed(popup, vi.fn());
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

test('isConnectPopup knows the popup by its name when COOP removed the opener', () => {
  expect(isConnectPopup(window)).toBe(false);
  window.name = CONNECT_POPUP_NAME;
  expect(isConnectPopup(window)).toBe(true);
});
