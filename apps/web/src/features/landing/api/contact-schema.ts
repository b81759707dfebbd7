// A module of its own so the schema (and zod with it) becomes a chunk that loads on demand.
export { contactUsInput } from '@tandem/contracts';
