import type { FastifyInstance } from 'fastify';
import { memberAuthPlugin } from '../plugins/member-auth';
import { adjustmentRoutes } from './adjustments/adjustments.routes';
import { adminRoutes } from './admin';
import { authRoutes } from './auth/auth.routes';
import { walletLoginRoutes } from './auth/wallet-login.routes';
import { globalRoutes } from './global/global.routes';
import { healthRoutes } from './health/health.routes';
import { moneyDeskModule } from './deposits';
import { kycModule } from './kyc';
import { memberRoutes } from './member/member.routes';
import { newsRoutes } from './news/news.routes';
import { notificationModule } from './notifications';
import { recordsRoutes } from './records/records.routes';
import { stakingModule } from './staking';
import { ticketModule } from './tickets';
import { settlementModule } from './settlement';
import { teamModule } from './team';
import { walletRoutes } from './wallet/wallet.routes';

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
  await app.register(walletLoginRoutes);
  await app.register(memberRoutes);
  await app.register(ticketModule);
  await app.register(newsRoutes);
  await app.register(kycModule);
  await app.register(walletRoutes);
  await app.register(recordsRoutes);
  await app.register(moneyDeskModule);
  await app.register(adjustmentRoutes);
  await app.register(notificationModule);
  await app.register(stakingModule);
  await app.register(teamModule);
  await app.register(settlementModule);
}
