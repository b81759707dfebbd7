import { errorEnvelope } from '../../lib/envelope';

/**
 * Error answers a route documents in OpenAPI, all in the `{code, message, data}` envelope with a
 * catalogue key as `message`. Listing a status also makes its body go through the envelope schema.
 */
export function errorResponses(...statuses: number[]): Record<number, typeof errorEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelope]));
}

/** Every member route can answer these: bad input, no session, maintenance, too many requests. */
export const memberRouteErrors = [400, 401, 429, 503] as const;
