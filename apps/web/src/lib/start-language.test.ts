import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '@/test/browser-stubs';

installBrowserStubs();
const { storedLanguage } = await import('./i18n');
const { accountLanguageToAdopt } = await import('./start-language');

function browser(languages: string[], cookie = '') {
  vi.stubGlobal('navigator', { languages, language: languages[0] });
  vi.stubGlobal('document', { cookie, documentElement: { lang: '' } });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** D5: the member app starts in the language the visitor chose or the browser asks for, else zh. */
describe('the start language', () => {
  it("is the browser's first language we ship, mapped to our nine", () => {
    browser(['en-US', 'en']);
    expect(storedLanguage()).toBe('en');
    browser(['fr-FR', 'zh-HK', 'en']);
    expect(storedLanguage()).toBe('zh-TW');
    browser(['fr', 'ms-MY']);
    expect(storedLanguage()).toBe('ms');
  });

  it('is zh when the browser asks for none of ours', () => {
    browser(['fr-FR', 'de']);
    expect(storedLanguage()).toBe('zh');
  });

  it("is the public site's lan cookie over the browser's, and a choice kept on the device over both", () => {
    browser(['en-US'], 'theme=dark; lan=th');
    expect(storedLanguage()).toBe('th');
    localStorage.setItem('lan', 'ja');
    expect(storedLanguage()).toBe('ja');
  });

  it("adopts the account's language at login only where nothing was chosen on the device", () => {
    browser(['en-US']);
    expect(accountLanguageToAdopt('th', 'en')).toBe('th');
    expect(accountLanguageToAdopt('en', 'en')).toBeNull();
    expect(accountLanguageToAdopt('xx', 'en')).toBeNull();
    localStorage.setItem('lan', 'ja');
    expect(accountLanguageToAdopt('th', 'ja')).toBeNull();
    browser(['en-US'], 'lan=ko');
    localStorage.clear();
    expect(accountLanguageToAdopt('th', 'ko')).toBeNull();
  });
});
