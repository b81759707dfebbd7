import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyPattern } from '@tandem/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type IdempotencyClaim, type Idempotent, hashRequestBody } from '../ledger/idempotency';
import { AppError } from '../lib/app-error';
import { ok } from '../lib/envelope';

// The HTTP edge of the idempotency store: ledger/idempotency.ts keeps plain results by key, in the
// transaction of the effect; requests become claims here and results become answers.

/**
 * The Idempotency-Key of a money-moving POST as a claim for runIdempotent, or null when the client
 * sent none. A malformed key is refused (VALIDATION_ERROR, fields.idempotency_key) rather than ignored,
 * so a client that thinks it is protected never silently is not.
 */
export function idempotencyClaimOf(
  request: FastifyRequest,
  memberId: bigint,
  body: Record<string, unknown>,
): IdempotencyClaim | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !idempotencyKeyPattern.test(header)) {
    throw AppError.fields({ [IDEMPOTENCY_KEY_HEADER]: 'invalid' });
  }
  const route = request.routeOptions.url ?? request.url.split('?')[0]!;
  return { memberId, route, key: header, requestHash: hashRequestBody(body) };
}

/**
 * The answer to an idempotent request: the success envelope around its result, fresh or stored; a
 * replay says so in a header. (Refusals are thrown and answered by plugins/errors.ts.)
 */
export function answerIdempotent<T>(reply: FastifyReply, outcome: Idempotent<T>) {
  if (outcome.isReplay) void reply.header('idempotent-replayed', 'true');
  return ok(outcome.result);
}

/** The header as the routes declare it, so OpenAPI documents it. */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(idempotencyKeyPattern, 'invalid')
    .optional()
    .describe(
      'Recommended: a random key (e.g. a UUID) per intended action. The same key with the same body ' +
        'returns the stored response without acting again; with another body, 409 IDEMPOTENCY_KEY_REUSED.',
    ),
});
