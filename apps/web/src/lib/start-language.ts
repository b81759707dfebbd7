import { LANGUAGE_COOKIE, type Language, defaultLanguage, firstSupportedLanguage, isLanguage } from '@tandem/contracts';
import { storageKeys } from './config';

/**
 * The language the app starts in (decision 017), the same rule the public site's pages follow
 * (apps/server/src/plugins/prerendered-pages.ts): a choice made on this device (kept in local storage
 * and in the `lan` cookie the public site also writes), else the browser's languages mapped to our
 * nine, else zh.
 */
export function startLanguage(): Language {
  return chosenLanguage() ?? firstSupportedLanguage(browserLanguages()) ?? defaultLanguage;
}

/** The language chosen on this device (the app's menu or the public site's), or null if none yet. */
export function chosenLanguage(): Language | null {
  const stored = localStorage.getItem(storageKeys.language);
  if (isLanguage(stored)) return stored;
  const fromCookie = cookieLanguage();
  return isLanguage(fromCookie) ? fromCookie : null;
}

/**
 * At login the account's language is adopted only by a device where no one has chosen one yet: a choice
 * made here is the member's latest word, while the browser's language is only a guess.
 */
export function accountLanguageToAdopt(accountLanguage: string | null | undefined, current: string): Language | null {
  if (chosenLanguage() || !isLanguage(accountLanguage) || accountLanguage === current) return null;
  return accountLanguage;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

function cookieLanguage(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1));
  } catch {
    return null;
  }
}
