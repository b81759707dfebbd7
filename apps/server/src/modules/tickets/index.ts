import type { FastifyInstance } from 'fastify';
import { adminTicketRoutes } from './tickets-admin.routes';
import { ticketRoutes } from './tickets.routes';

/** Support tickets: the member's calls (/api/ticket/*) and the support inbox (/api/admin/tickets*). */
export async function ticketModule(app: FastifyInstance) {
  await app.register(ticketRoutes);
  await app.register(adminTicketRoutes);
}
