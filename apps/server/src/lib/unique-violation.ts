import type { ErrorCode } from '@tandem/contracts';
import { AppError } from './app-error';

/**
 * The constraint (or unique index) a PostgreSQL unique violation (23505) hit, or null for any other
 * error. Both pg and PGlite report it on `error.constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}

/**
 * For `.catch(...)` on an insert: a violation of one of the named unique indexes becomes its catalogue
 * code, anything else is thrown on unchanged.
 */
export function uniqueViolationAs<Code extends ErrorCode>(codes: Record<string, Code>) {
  return (error: unknown): never => {
    const code = codes[violatedUniqueConstraint(error) ?? ''];
    throw code ? new AppError(code) : error;
  };
}
