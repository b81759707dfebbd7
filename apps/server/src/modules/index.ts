import type { FastifyInstance } from 'fastify';
import { memberAuthPlugin } from '../plugins/member-auth';
import { adminRoutes } from './admin';
import { authRoutes } from './auth/auth.routes';
import { globalRoutes } from './global/global.routes';
import { healthRoutes } from './health/health.routes';
import { memberRoutes } from './member/member.routes';

/**
 * Every module's routes, registered in one place. Add a module here with one line.
 */
export async function registerModules(app: FastifyInstance) {
  // First: gives every module app.requireMember and request.member.
  await app.register(memberAuthPlugin);
  await app.register(healthRoutes);
  await app.register(adminRoutes);
  await app.register(globalRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
}
