import { useSyncExternalStore } from 'react';
import { storageKeys } from './config';

type Listener = () => void;
const memberListeners = new Set<Listener>();
const notifyMember = () => memberListeners.forEach((listener) => listener());

/** The member's session token and wallet address, kept where the spec says (local storage). */
export const memberSession = {
  getToken: () => localStorage.getItem(storageKeys.token),
  setToken(token: string) {
    localStorage.setItem(storageKeys.token, token);
    notifyMember();
  },
  setAddress: (address: string) => localStorage.setItem(storageKeys.address, address),
  clear() {
    const hadToken = localStorage.getItem(storageKeys.token) !== null;
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.address);
    localStorage.removeItem(storageKeys.info);
    if (hadToken) notifyMember();
  },
  /** Called whenever the token appears or goes, in this tab or (through the storage event) another one. */
  subscribe(listener: Listener) {
    memberListeners.add(listener);
    return () => {
      memberListeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') {
  // Logging out in one tab logs out the others: they would otherwise keep sending a dead token.
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.token || event.key === null) notifyMember();
  });
}

/** The current member token, re-rendering when it changes. */
export function useMemberToken(): string | null {
  return useSyncExternalStore(memberSession.subscribe, memberSession.getToken, () => null);
}

/**
 * Remember-me (spec section 4): when checked, the login form keeps the username and password on this
 * device under `username` and `password`; unchecked, both are removed. The form says so next to the box.
 */
export const rememberedLogin = {
  get(): { username: string; password: string } | null {
    const username = localStorage.getItem(storageKeys.username);
    const password = localStorage.getItem(storageKeys.password);
    return username !== null && password !== null ? { username, password } : null;
  },
  save(username: string, password: string) {
    localStorage.setItem(storageKeys.username, username);
    localStorage.setItem(storageKeys.password, password);
  },
  clear() {
    localStorage.removeItem(storageKeys.username);
    localStorage.removeItem(storageKeys.password);
  },
};

/** Staff sessions live in session storage: closing the tab ends them on this device. */
export const staffSession = {
  getToken: () => sessionStorage.getItem(storageKeys.staffToken),
  setToken: (token: string) => sessionStorage.setItem(storageKeys.staffToken, token),
  clear: () => sessionStorage.removeItem(storageKeys.staffToken),
};
