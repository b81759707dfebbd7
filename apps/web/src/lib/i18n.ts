import { LANGUAGE_HEADER, type Language, isLanguage, languages } from '@tandem/contracts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { setScreenLanguage } from './api-client';
import { storageKeys } from './config';
import { startLanguage } from './start-language';

/**
 * Dictionaries live in locales/<lng>/<namespace>.json and load on demand, one chunk per
 * language and namespace, so a visitor downloads only the language they read. `legal` (terms of
 * service, about us) is long and read rarely, so it stays out of the namespaces every page loads.
 */
export const namespaces = [
  'common',
  'errors',
  'auth',
  'member',
  'legal',
  'landing',
  'admin',
  'kyc',
  'admin-kyc',
  'admin-finance',
  'tickets',
  'news',
  'wallet',
  'notifications',
  'staking',
  'team',
  'admin-staking',
  'pins',
  'admin-pins',
  'mall',
  'admin-mall',
  'stores',
  'admin-stores',
  'help',
  'admin-sign-in',
  // The member homepage's own words (issue 14): its first load reads these instead of all of `member`.
  'home',
] as const;
export type Namespace = (typeof namespaces)[number];

type Loaders = Record<string, () => Promise<Record<string, unknown>>>;
/**
 * One map of loaders per language (lib/dictionaries/<lng>.ts), loaded with the first dictionary of that
 * language: the first load carries nine imports instead of the names and chunks of ~225 dictionaries
 * (2.5 kB gzip, issue 14).
 */
const loadersOf: Record<Language, () => Promise<{ default: Loaders }>> = {
  zh: () => import('./dictionaries/zh'),
  en: () => import('./dictionaries/en'),
  'zh-TW': () => import('./dictionaries/zh-TW'),
  th: () => import('./dictionaries/th'),
  vi: () => import('./dictionaries/vi'),
  ms: () => import('./dictionaries/ms'),
  id: () => import('./dictionaries/id'),
  ja: () => import('./dictionaries/ja'),
  ko: () => import('./dictionaries/ko'),
};

type Dictionary = Record<string, unknown>;
/**
 * A language's map of loaders (lib/dictionaries/<lng>.ts): the dictionaries every first screen reads come imported
 * with the map (`eager`), so the chunk loader fetches them beside it, in one round trip instead of two (issue 14);
 * the rest load on demand (`lazy`). Each dictionary stays a chunk of its own (vite.config.ts).
 */
export function loaderMap(lazy: Loaders, eager: Record<string, Dictionary>): Loaders {
  const loaded = Object.entries(eager).map(([file, dictionary]) => [file, () => Promise.resolve(dictionary)]);
  return { ...lazy, ...Object.fromEntries(loaded) };
}

/** Names shown in the language menu, each in its own language. */
export const languageNames: Record<Language, string> = {
  zh: '简体中文',
  en: 'English',
  'zh-TW': '繁體中文',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ja: '日本語',
  ko: '한국어',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
};

/** The language the app starts in: chosen on this device, else the browser's (lib/start-language.ts). */
export const storedLanguage = startLanguage;

/** The dictionaries every app page reads at start (a page may add its own: router.tsx, RouteHandle). */
export const startNamespaces: Namespace[] = ['common', 'errors'];

/** `lng` overrides the stored language: a pre-rendered page hydrates in the language it was sent in. */
export async function initI18n(initialNamespaces: Namespace[] = startNamespaces, lng: Language = storedLanguage()) {
  document.documentElement.lang = lng;
  setScreenLanguage(LANGUAGE_HEADER, lng);
  await i18n
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        if (!isLanguage(language)) return {};
        const load = (await loadersOf[language]()).default[`../../locales/${language}/${namespace}.json`];
        return load ? await load() : {};
      }),
    )
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: [...languages],
      // Each dictionary is complete, so zh-TW needs no zh underneath: load only the chosen language.
      load: 'currentOnly',
      ns: initialNamespaces,
      defaultNS: 'common',
      // Declared, so i18next always splits `ns:key` at the colon: some of the spec's error codes hold a
      // space (`Incorrect Mall`, `Order not found`, `Address binded`), which it would otherwise read as
      // natural language and look up unsplit.
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18n;
}

/**
 * Also kept in a `lan` cookie: the server picks the pre-rendered public page in that language
 * (apps/server/src/plugins/prerendered-pages.ts) before any script has run.
 */
export function rememberLanguageForServer(lng: string) {
  document.cookie = `${storageKeys.language}=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Switches language and remembers it under `lan`. A language we do not ship answers false, and
 * the caller shows `coming_soon` (spec section 1).
 */
export async function changeLanguage(lng: string): Promise<boolean> {
  if (!isLanguage(lng)) return false;
  localStorage.setItem(storageKeys.language, lng);
  rememberLanguageForServer(lng);
  document.documentElement.lang = lng;
  setScreenLanguage(LANGUAGE_HEADER, lng);
  await i18n.changeLanguage(lng);
  return true;
}

export { i18n };
