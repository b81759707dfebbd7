import { storageKeys } from './config';

/** The member's session token and wallet address, kept where the spec says (local storage). */
export const memberSession = {
  getToken: () => localStorage.getItem(storageKeys.token),
  setToken: (token: string) => localStorage.setItem(storageKeys.token, token),
  setAddress: (address: string) => localStorage.setItem(storageKeys.address, address),
  clear() {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.address);
    localStorage.removeItem(storageKeys.info);
  },
};

/** Staff sessions live in session storage: closing the tab ends them on this device. */
export const staffSession = {
  getToken: () => sessionStorage.getItem(storageKeys.staffToken),
  setToken: (token: string) => sessionStorage.setItem(storageKeys.staffToken, token),
  clear: () => sessionStorage.removeItem(storageKeys.staffToken),
};
