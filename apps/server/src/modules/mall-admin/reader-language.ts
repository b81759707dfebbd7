import type { FastifyRequest } from 'fastify';
import { readerLanguageOf as languageOfHeaders } from '../../lib/request-context';

/**
 * The language of the back-office screen asking: the web client's `x-lang` header or the `lan` cookie,
 * else the browser's Accept-Language, else the default (lib/request-context, decision 017). Staff accounts
 * keep no language of their own, unlike members.
 */
export function readerLanguageOf(request: FastifyRequest): string {
  return languageOfHeaders(request.headers);
}
