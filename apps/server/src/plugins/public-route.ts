import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type RequestContext, requestContext } from '../lib/request-context';
import { errorResponses } from '../lib/route-docs';
import { type App, type InputOf, type RateLimit, envelopeCall } from './envelope-route';

export interface PublicCall<Input extends z.ZodType | undefined, Data extends z.ZodType = z.ZodVoid> {
  method: 'GET' | 'POST';
  url: string;
  rateLimit?: RateLimit;
  /** The tags/summary/description block, `publicDocs(tag)(summary, description)`. */
  docs: object;
  /** The query string of a GET, the body of a POST. */
  input?: Input;
  /** What `data` holds in the success envelope; a call without one answers `data: null`. */
  response?: Data;
  /** Every error status the call can answer: public calls share none beyond what each lists. */
  errors: number[];
  /** The envelope's `message` when it is not `OK`. */
  message?: string;
  /** The service call: the parsed input, who is calling (IP, user agent, language) and the request. */
  run: (input: InputOf<Input>, context: RequestContext, request: FastifyRequest) => Promise<z.input<Data>>;
}

/**
 * A call open to anyone, with no session (settings, sign-up, log-in, codes, contact-us). Written once
 * here so that a route file states only what differs.
 */
export function publicCall<Input extends z.ZodType | undefined, Data extends z.ZodType = z.ZodVoid>(
  app: App,
  call: PublicCall<Input, Data>,
): void {
  const { errors, run, ...rest } = call;
  envelopeCall(app, {
    ...rest,
    errors: errorResponses(...errors),
    run: (request, input) => run(input, requestContext(request), request),
  });
}
