import { isLanguage } from '@tandem/contracts';
import { storageKeys } from '@/lib/config';
import { LANGUAGE_PARAM } from '../seo/site-pages';

/**
 * The language menu. Every page exists pre-rendered in every language, so choosing one remembers it
 * (local storage, and the `lan` cookie the server picks the page by) and loads the page again in it;
 * a page opened with ?lang= keeps that address, with the new language in it.
 */
export function startLanguageMenu(pageLanguage: string) {
  const select = document.querySelector<HTMLSelectElement>('[data-testid="landing-language"]');
  select?.addEventListener('change', () => {
    if (!isLanguage(select.value)) return;
    remember(select.value);
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANGUAGE_PARAM)) {
      url.searchParams.set(LANGUAGE_PARAM, select.value);
      window.location.assign(url);
    } else {
      window.location.reload();
    }
  });

  // The language asked for in the address is remembered; otherwise a visitor who chose one before
  // gets theirs (the server may have gone by the browser's languages: the choice was kept in local
  // storage only, before the cookie existed).
  const requested = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const stored = localStorage.getItem(storageKeys.language);
  if (isLanguage(requested)) remember(requested);
  else if (isLanguage(stored) && stored !== pageLanguage && cookieLanguage() !== stored) {
    remember(stored);
    window.location.reload();
  } else if (isLanguage(stored)) remember(stored);
}

/** As lib/i18n.ts's changeLanguage keeps it, without loading i18next. */
function remember(lng: string) {
  localStorage.setItem(storageKeys.language, lng);
  document.cookie = `${storageKeys.language}=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
}

function cookieLanguage(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${storageKeys.language}=`));
  return entry ? decodeURIComponent(entry.slice(storageKeys.language.length + 1)) : undefined;
}
