import type { LoginResult } from '@tandem/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '@/test/browser-stubs';

installBrowserStubs();
const { acceptLoginResult } = await import('./session-actions');
const { memberSession } = await import('@/lib/session');

const result = (role: string, token = 'tok-1') =>
  ({ token, user: { id: '1', username: 'alice1', role_info: { name: role } } }) as unknown as LoginResult;

beforeEach(() => localStorage.clear());

describe('acceptLoginResult', () => {
  it('keeps the token of a member (role user)', () => {
    expect(acceptLoginResult(result('user'))).toBe(true);
    expect(memberSession.getToken()).toBe('tok-1');
  });

  it('refuses any other role and leaves no token behind', () => {
    memberSession.setToken('old');
    expect(acceptLoginResult(result('admin'))).toBe(false);
    expect(memberSession.getToken()).toBeNull();
  });

  it('refuses an answer without a token', () => {
    expect(acceptLoginResult(result('user', ''))).toBe(false);
    expect(acceptLoginResult(null)).toBe(false);
    expect(memberSession.getToken()).toBeNull();
  });
});
