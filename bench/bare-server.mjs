// The reference for member reads: a bare Fastify JSON route, no plugins, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ code: 0, message: 'OK', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
