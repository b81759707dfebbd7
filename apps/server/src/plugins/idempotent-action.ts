import type { z } from 'zod';
import { type IdempotencyClaim, type Idempotent, findReplay } from '../ledger/idempotency';
import type { AuthenticatedMember } from '../lib/principals';
import { memberErrors } from '../lib/route-docs';
import { answerIdempotent, idempotencyClaimOf, idempotencyHeaders } from './idempotency';
import { type App, envelopeRoute } from './envelope-route';
import { currentMember } from './member-auth';

export interface IdempotentAction<Body extends z.ZodType<Record<string, unknown>>, Data extends z.ZodType> {
  /** A member route: the plugin registering it has the `requireMember` hook. */
  url: string;
  /** The per-IP limit, on calls that check the secondary password. */
  rateLimit?: { max: number; timeWindow: string };
  /** The tags/summary/description/security block, `memberDocs(tag)(summary, description)`. */
  docs: object;
  body: Body;
  /** What `data` holds in the success envelope. */
  response: Data;
  /**
   * The error statuses this call adds to the ones every member route has and to 409, which every
   * keyed call can answer (IDEMPOTENCY_KEY_REUSED: the key came before with another body).
   */
  errors: number[];
  /**
   * The service call, run under the request's Idempotency-Key claim (null without one). A key answered
   * before never reaches it: its stored result is answered first (see the handler).
   */
  run: (
    member: AuthenticatedMember,
    body: z.output<Body>,
    claim: IdempotencyClaim | null,
  ) => Promise<Idempotent<z.input<Data>>>;
}

/**
 * A member's money-moving POST (withdraw, transfer, swap, stake, claim…): it documents the
 * Idempotency-Key header, turns the key into a claim for the service and answers a replay with the
 * stored result (without running the service; a replay the service's own transaction meets is
 * answered by runIdempotent). Written once here so that a route file states only what differs.
 */
export function idempotentAction<Body extends z.ZodType<Record<string, unknown>>, Data extends z.ZodType>(
  app: App,
  action: IdempotentAction<Body, Data>,
): void {
  envelopeRoute(app, {
    method: 'POST',
    url: action.url,
    ...(action.rateLimit ? { config: { rateLimit: action.rateLimit } } : {}),
    schema: { ...action.docs, headers: idempotencyHeaders, body: action.body },
    data: action.response,
    errors: memberErrors(409, ...action.errors),
    handler: async (request, reply) => {
      const member = currentMember(request);
      const body = request.body as z.output<Body>;
      const claim = idempotencyClaimOf(request, member.id, body);
      // A key used before is answered from the store before any check that depends on current state,
      // so a retried request gets its original answer even if, say, the balance has moved since.
      const replay = await findReplay<z.input<Data>>(app.deps.db, claim);
      return answerIdempotent(reply, replay ?? (await action.run(member, body, claim)));
    },
  });
}
