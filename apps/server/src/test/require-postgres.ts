/**
 * Setup file of the server-pg Vitest project: its suites race real sessions, which only PostgreSQL
 * has. Without a server they would run on PGlite and fail in confusing ways (or hang), so say why.
 */
if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    'The server-pg project needs PostgreSQL: set TEST_DATABASE_URL (npm test starts one), or leave the project out.',
  );
}
