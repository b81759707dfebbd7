import type { FastifyRequest } from 'fastify';
import { chooseLanguage } from '../../plugins/prerendered-pages';

/**
 * The language of the back-office screen asking: the `lan` cookie the web app writes when staff switch
 * language (lib/i18n.ts), else the browser's Accept-Language, else the default. Staff accounts keep no
 * language of their own, unlike members.
 */
export function readerLanguageOf(request: FastifyRequest): string {
  const acceptLanguage = request.headers['accept-language'];
  return chooseLanguage({
    cookieHeader: request.headers.cookie,
    ...(typeof acceptLanguage === 'string' ? { acceptLanguage } : {}),
  });
}
