import type { FastifyInstance } from 'fastify';
import { adminNewsRoutes } from './news-admin.routes';
import { newsRoutes } from './news.routes';

/** News and announcements: public reading, the member's read markers, and the content team's back office. */
export async function newsModule(app: FastifyInstance) {
  await app.register(newsRoutes);
  await app.register(adminNewsRoutes);
}
