import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * No answer under /api/ may be kept by a shared proxy or the browser's back/forward cache: almost
 * all of them are one member's or the back office's data (balances, profiles, member lists, KYC
 * images), and a rule per route would be forgotten on the next one. So every /api/ answer, error
 * answers and file routes included, is `no-store`, except one whose route deliberately declared
 * itself public (`cache-control: public, …`: published news images, whose URL carries a version).
 * A route's own `private, no-store` is kept as it is. Pages and assets outside /api/ set their own.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: it waits on nothing (decision 033).
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.url.startsWith('/api/') && !keepsOwnCaching(reply.getHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
});

/** A route's own `public, …` or `…no-store…` stays as it is. */
function keepsOwnCaching(declared: unknown): boolean {
  return typeof declared === 'string' && (/^public\b/.test(declared) || /\bno-store\b/.test(declared));
}
