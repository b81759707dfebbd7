// The reference for member reads, in its own process, no plugins: a bare Fastify JSON route
// (`GET /hello`) and, when DATABASE_URL is set, a bare route doing one primary-key read through `pg`
// (`GET /pk`: the member with id 1, the issue-14 yardstick), on a pool as large as the app's.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ code: 0, message: 'OK', data: { hello: 'world' } }));
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 20) });
  app.get('/pk', async () => {
    const { rows } = await pool.query('select id, username, email, language from members where id = $1', [1]);
    return { code: 0, message: 'OK', data: rows[0] };
  });
  app.addHook('onClose', () => pool.end());
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
