import { errorEnvelope } from './envelope';

/**
 * What every route writes into its OpenAPI schema, written once: the security schemes (declared in
 * plugins/docs.ts), the error answers and the tag/summary/description block.
 */

/** The OpenAPI security requirement for member routes: the `bearer` scheme. */
export const memberSecurity = [{ bearer: [] }];

/** The OpenAPI security requirement for staff routes: the `staff` bearer scheme. */
export const staffSecurity = [{ staff: [] as string[] }];

/**
 * Error answers a route documents in OpenAPI, all in the `{code, message, data}` envelope with a
 * catalogue key as `message`. Listing a status also makes its body go through the envelope schema.
 */
export function errorResponses(...statuses: number[]): Record<number, typeof errorEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelope]));
}

/** Every member route can answer these: bad input, no session, maintenance, too many requests. */
export const memberRouteErrors = [400, 401, 429, 503] as const;

/** A member route's error answers: the ones every member route has, plus its own. */
export function memberErrors(...statuses: number[]) {
  return errorResponses(...memberRouteErrors, ...statuses);
}

/** The failures every staff route can answer, documented once. */
export const staffErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
} as const;

/** The docs block of calls open to anyone: `const docs = publicDocs('auth')`, then `docs(summary, description?)`. */
export function publicDocs(tag: string) {
  return (summary: string, description?: string) => ({ tags: [tag], summary, description });
}

/** The docs block of a member route file: `const docs = memberDocs('wallet')`, then `docs(summary, description?)`. */
export function memberDocs(tag: string) {
  const docs = publicDocs(tag);
  return (summary: string, description?: string) => ({ ...docs(summary, description), security: memberSecurity });
}

/** The docs block of a staff route file: `const docs = staffDocs('admin: news')`, then `docs(summary, description?)`. */
export function staffDocs(tag: string) {
  const docs = publicDocs(tag);
  return (summary: string, description?: string) => ({ ...docs(summary, description), security: staffSecurity });
}
