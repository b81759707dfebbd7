import { describe, expect, it } from 'vitest';
import {
  browserLanguageOf,
  cookieValue,
  readerLanguageFrom,
  readerLanguageOf,
  screenLanguageOf,
} from './request-context';

describe('cookieValue', () => {
  it('reads one cookie among others, by its whole name, decoded', () => {
    expect(cookieValue('a=1; lan=zh-TW; b=2', 'lan')).toBe('zh-TW');
    expect(cookieValue('xlan=th;lan=ja', 'lan')).toBe('ja');
    expect(cookieValue('lan=%E4%B8%AD', 'lan')).toBe('中');
    expect(cookieValue('k=a=b', 'k')).toBe('a=b');
  });

  it('is null when the cookie is absent, only part of another name, or not valid percent-encoding', () => {
    expect(cookieValue('', 'lan')).toBeNull();
    expect(cookieValue('a=1; b=2', 'lan')).toBeNull();
    expect(cookieValue('xlan=th; lane=ko', 'lan')).toBeNull();
    expect(cookieValue('lan=%E4%B8', 'lan')).toBeNull();
  });
});

describe('readerLanguageFrom', () => {
  it('applies readerLanguageOf’s rule to languages read before', () => {
    const cases: Array<[Record<string, string>, string | null]> = [
      [{ 'x-lang': 'th', 'accept-language': 'ja' }, 'ko'],
      [{ 'x-lang': 'nope', cookie: 'lan=nope', 'accept-language': 'ja' }, 'ko'],
      [{ cookie: 'lan=vi', 'accept-language': 'ja' }, 'ko'],
      [{ 'accept-language': 'ja' }, 'ko'],
      [{ 'accept-language': 'ja' }, 'xx'],
      [{ 'accept-language': 'ja' }, null],
      [{}, null],
    ];
    for (const [headers, account] of cases) {
      const read = readerLanguageFrom(screenLanguageOf(headers), account, browserLanguageOf(headers));
      expect(read).toBe(readerLanguageOf(headers, account));
    }
  });
});
