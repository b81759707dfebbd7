import {
  LANGUAGE_COOKIE,
  LANGUAGE_HEADER,
  type Language,
  bestAcceptedLanguage,
  defaultLanguage,
  isLanguage,
  normalizeLanguage,
} from '@tandem/contracts';
import type { FastifyRequest } from 'fastify';
import type { ErrorLog } from './send-in-background';

/**
 * What services need to know about the request that called them, without knowing Fastify. Its
 * `ip` and `userAgent` are what a new session records (auth's SessionMeta).
 */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  /** The Accept-Language header, used for mails when the body names no language. */
  acceptLanguage: string | null;
  log: ErrorLog;
}

export function requestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  const acceptLanguage = request.headers['accept-language'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : null,
    log: request.log,
  };
}

/** The language a mail goes out in: the one asked for, else the first of Accept-Language, else zh. */
export function pickLanguage(requested: string | null | undefined, acceptLanguage: string | null): Language {
  if (requested) return normalizeLanguage(requested);
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return first && first !== '*' ? normalizeLanguage(first) : defaultLanguage;
}

/** One cookie's value from a Cookie header, or null (also when it is not valid percent-encoding). */
export function cookieValue(header: string, name: string): string | null {
  // Most requests carry no such cookie (or none at all): no part can be named so when the name is nowhere.
  if (!header.includes(name)) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() !== name) continue;
    try {
      return decodeURIComponent(rest.join('=').trim());
    } catch {
      return null;
    }
  }
  return null;
}

type LanguageHeaders = Pick<FastifyRequest['headers'], 'cookie' | 'accept-language'> & {
  [LANGUAGE_HEADER]?: string | string[] | undefined;
};

/**
 * The language the screen asking reads (decision 017): the web client's `x-lang` header, else the `lan`
 * cookie the app and the public site write when a language is chosen; null when neither names one of ours.
 */
export function screenLanguageOf(headers: LanguageHeaders): Language | null {
  const header = headers[LANGUAGE_HEADER];
  if (isLanguage(header)) return header;
  const fromCookie = cookieValue(headers.cookie ?? '', LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : null;
}

/**
 * The one rule for the language of server texts (package and rank names, notifications, the home page):
 * the screen's, else the account's (a member's own choice beats the browser's default), else the
 * browser's Accept-Language, else zh. Staff have no account language.
 */
export function readerLanguageOf(headers: LanguageHeaders, accountLanguage?: string | null): Language {
  const screen = screenLanguageOf(headers);
  if (screen) return screen;
  if (isLanguage(accountLanguage)) return accountLanguage;
  return browserLanguageOf(headers);
}

/** The browser's language (Accept-Language), else zh: readerLanguageOf's last choice. */
export function browserLanguageOf(headers: Pick<LanguageHeaders, 'accept-language'>): Language {
  return bestAcceptedLanguage(headers['accept-language'] ?? '') ?? defaultLanguage;
}

/**
 * readerLanguageOf's rule on the screen's and the browser's languages read from the headers before
 * (a folded member read reads them once, when its hook checks the token: plugins/member-auth.ts).
 */
export function readerLanguageFrom<Read extends string>(
  screen: Read | null,
  accountLanguage: string | null | undefined,
  browser: Read,
): Read | Language {
  if (screen) return screen;
  return isLanguage(accountLanguage) ? accountLanguage : browser;
}
