import { stubLocationAssign } from '@plugboard/test-kit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountSummary } from '../test/fixtures.ts';
import {
  canLeaveThisTab,
  handBackToApp,
  leaveForLink,
  readResumePath,
  returnToApp,
  sameOriginPath,
  takeResumedAccount,
} from './same-tab-resume.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a same-tab round trip', () => {
  test('leaving records the page; the callback hands the account back once', () => {
    window.history.replaceState(null, '', '/onboarding?step=2#tools');
    const location = stubLocationAssign();
    expect(leaveForLink(window, 'https://idp.example/authorize')).toBe(true);
    expect(location).toHaveBeenCalledExactlyOnceWith('https://idp.example/authorize');
    expect(readResumePath(window)).toBe('/onboarding?step=2#tools');

    const account = accountSummary();
    handBackToApp(window, account, '/onboarding?step=2#tools');
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/onboarding?step=2#tools');
    expect(readResumePath(window)).toBeUndefined();
    expect(takeResumedAccount(window)).toEqual(account);
    expect(takeResumedAccount(window)).toBeUndefined();
  });

  test('a resume point of an attempt abandoned an hour ago is ignored', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubLocationAssign();
    leaveForLink(window, 'https://idp.example/authorize');
    vi.advanceTimersByTime(3_600_001);
    expect(readResumePath(window)).toBeUndefined();
  });

  test('a tampered or malformed entry is ignored', () => {
    window.sessionStorage.setItem('plugboard:resumed-account', '{"id":1}');
    window.sessionStorage.setItem('plugboard:resume-point', '{not json');
    expect(takeResumedAccount(window)).toBeUndefined();
    expect(readResumePath(window)).toBeUndefined();
  });

  test('without sessionStorage the tab still leaves, it just cannot resume', () => {
    const location = stubLocationAssign();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    });
    expect(leaveForLink(window, 'https://idp.example/authorize')).toBe(true);
    expect(location).toHaveBeenCalledOnce();
    expect(readResumePath(window)).toBeUndefined();
    vi.restoreAllMocks();
  });
});

describe('sameOriginPath', () => {
  test('keeps a path of this origin and refuses any other origin', () => {
    const { origin } = window.location;
    expect(sameOriginPath(window, `${origin}/settings?tab=1#x`)).toBe('/settings?tab=1#x');
    expect(sameOriginPath(window, '/settings')).toBe('/settings');
    expect(sameOriginPath(window, 'https://evil.example/settings')).toBeUndefined();
    expect(sameOriginPath(window, '//evil.example/settings')).toBeUndefined();
    expect(sameOriginPath(window, 'javascript:alert(1)')).toBeUndefined();
  });
});

test('a framed page does not leave its tab', () => {
  expect(canLeaveThisTab(window)).toBe(true);
  vi.stubGlobal('top', {});
  expect(canLeaveThisTab(window)).toBe(false);
});

describe('returnToApp, on the callback page', () => {
  const verified = (return_to?: string) => ({ account: accountSummary(), return_to });

  test('goes back to the resume point of a same-tab flow, with the account for the app', () => {
    window.history.replaceState(null, '', '/settings');
    const location = stubLocationAssign();
    leaveForLink(window, 'https://idp.example/authorize');
    expect(returnToApp(window, verified('https://app.example/elsewhere'))).toBe(true);
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/settings');
    expect(takeResumedAccount(window)).toEqual(accountSummary());
  });

  test("without a resume point, goes to the BFF's return_to only on this origin", () => {
    const location = stubLocationAssign();
    expect(returnToApp(window, verified('https://evil.example/'))).toBe(false);
    expect(returnToApp(window, verified())).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
    expect(returnToApp(window, verified(`${window.location.origin}/back?x=1`))).toBe(true);
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/back?x=1');
  });

  test('does nothing in the connect popup, which closes instead', () => {
    const location = stubLocationAssign();
    leaveForLink(window, 'https://idp.example/authorize');
    vi.spyOn(window, 'name', 'get').mockReturnValue('plugboard-connect');
    expect(returnToApp(window, verified())).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
    expect(takeResumedAccount(window)).toBeUndefined();
    vi.restoreAllMocks();
  });
});
