import { type Language, defaultLanguage, normalizeLanguage } from '@tandem/contracts';
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
