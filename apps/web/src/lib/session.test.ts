import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '@/test/browser-stubs';

installBrowserStubs();
const { memberSession, rememberedLogin } = await import('./session');
const { storageKeys } = await import('./config');

beforeEach(() => localStorage.clear());

describe('member session', () => {
  it('keeps the token under {product}Token and tells subscribers when it appears and goes', () => {
    const listener = vi.fn();
    const unsubscribe = memberSession.subscribe(listener);
    memberSession.setToken('abc');
    expect(localStorage.getItem('TandemToken')).toBe('abc');
    expect(memberSession.getToken()).toBe('abc');
    memberSession.clear();
    expect(memberSession.getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    memberSession.setToken('def');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clears token, address and info together (spec section 4)', () => {
    memberSession.setToken('abc');
    memberSession.setAddress('0xabc');
    localStorage.setItem(storageKeys.info, '{}');
    memberSession.clear();
    expect([storageKeys.token, storageKeys.address, storageKeys.info].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('remember me', () => {
  it('stores username and password under the spec keys and removes both when unchecked', () => {
    rememberedLogin.save('alice1', 'secret123');
    expect(localStorage.getItem('username')).toBe('alice1');
    expect(localStorage.getItem('password')).toBe('secret123');
    expect(rememberedLogin.get()).toEqual({ username: 'alice1', password: 'secret123' });
    rememberedLogin.clear();
    expect(localStorage.getItem('username')).toBeNull();
    expect(localStorage.getItem('password')).toBeNull();
    expect(rememberedLogin.get()).toBeNull();
  });
});
