/**
 * The constraint (or unique index) a PostgreSQL unique violation (23505) hit, or null for any other
 * error. Both pg and PGlite report it on `error.constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}
