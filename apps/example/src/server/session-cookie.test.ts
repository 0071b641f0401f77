import { describe, expect, test } from 'vitest';
import { createSessionCookies } from './session-cookie.ts';

const cookies = createSessionCookies('test-secret', { secure: false });
const cookiePair = (setCookie: string) => setCookie.split(';')[0];

describe('signed session cookie', () => {
  test('reads back the user it was issued for', () => {
    expect(cookies.read(cookiePair(cookies.issue('usr_ada')))).toBe('usr_ada');
  });

  test('is HttpOnly and SameSite=Lax so the verify callback navigation keeps it', () => {
    const header = cookies.issue('usr_ada');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
  });

  test('refuses a cookie whose user was changed', () => {
    const [, payload] = cookiePair(cookies.issue('usr_ada'))?.split('=') ?? [];
    const forged = `example_session=${payload?.replace('usr_ada', 'usr_alan')}`;
    expect(cookies.read(forged)).toBeNull();
  });

  test('refuses a cookie signed with another secret', () => {
    const other = createSessionCookies('other-secret', { secure: false });
    expect(cookies.read(cookiePair(other.issue('usr_ada')))).toBeNull();
  });

  test('refuses a stale cookie', () => {
    const issued = cookiePair(cookies.issue('usr_ada', Date.UTC(2026, 0, 1)));
    expect(cookies.read(issued, Date.UTC(2026, 0, 2))).toBeNull();
  });

  test('finds its cookie among others and ignores garbage', () => {
    const header = `theme=dark; ${cookiePair(cookies.issue('usr_grace'))}; x=1`;
    expect(cookies.read(header)).toBe('usr_grace');
    expect(cookies.read('example_session=...')).toBeNull();
    expect(cookies.read(undefined)).toBeNull();
  });
});
