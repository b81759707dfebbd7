import type { FastifyInstance } from 'fastify';
import { memberAuthPlugin } from '../plugins/member-auth';
import { staffAuthPlugin } from '../plugins/staff-auth';
import { adjustmentRoutes } from './adjustments/adjustments.routes';
import { adminRoutes } from './admin';
import { authenticateStaff } from './admin/admin-auth.service';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { chainDepositModule } from './chain-deposits';
import { authenticateMemberToken, memberOfSession } from './auth/sessions.service';
import { walletLoginRoutes } from './auth/wallet-login.routes';
import { globalRoutes } from './global/global.routes';
import { healthRoutes } from './health/health.routes';
import { depositRoutes } from './deposits/deposits.routes';
import { financeRoutes } from './finance/finance.routes';
import { kycModule } from './kyc';
import { memberRoutes } from './member/member.routes';
import { newsModule } from './news';
import { notificationModule } from './notifications';
import { payoutRoutes } from './payout/payout.routes';
import { payoutAdminRoutes } from './payout/payout-admin.routes';
import { fiatPayeeRoutes } from './deposits/fiat-payees.routes';
import { recordsRoutes } from './records/records.routes';
import { stakingModule } from './staking';
import { ticketModule } from './tickets';
import { settlementModule } from './settlement';
import { teamModule } from './team';
import { housekeepingModule } from './housekeeping';
import { metricsModule } from './metrics';
import { walletRoutes } from './wallet/wallet.routes';
import { withdrawalRoutes } from './withdrawals/withdrawals.routes';
import { activationCodeModule } from './activation-codes';
import { mallRoutes } from './mall/mall.routes';
import { mallAdminModule } from './mall-admin';
import { storeModule } from './stores';
import { workQueueRoutes } from './work-queue/work-queue.routes';

/**
 * Every module's routes, registered in one place. Add a module here with one line.
 */
export async function registerModules(app: FastifyInstance) {
  // First: gives every module app.requireMember and request.member, and requireStaff its sessions.
  await app.register(memberAuthPlugin, { authenticate: authenticateMemberToken, memberOfSession });
  await app.register(staffAuthPlugin, { authenticate: (instance, token) => authenticateStaff(instance.deps, token) });
  await app.register(healthRoutes);
  await app.register(adminRoutes);
  await app.register(auditRoutes);
  await app.register(globalRoutes);
  await app.register(authRoutes);
  await app.register(walletLoginRoutes);
  await app.register(memberRoutes);
  await app.register(ticketModule);
  await app.register(newsModule);
  await app.register(kycModule);
  await app.register(walletRoutes);
  await app.register(recordsRoutes);
  // The money desk: money in and out, and the back office's finance desk that decides on it.
  await app.register(depositRoutes);
  await app.register(payoutRoutes);
  await app.register(payoutAdminRoutes);
  await app.register(fiatPayeeRoutes);
  await app.register(withdrawalRoutes);
  await app.register(financeRoutes);
  await app.register(chainDepositModule);
  await app.register(adjustmentRoutes);
  await app.register(notificationModule);
  await app.register(stakingModule);
  await app.register(teamModule);
  await app.register(settlementModule);
  await app.register(activationCodeModule);
  await app.register(mallRoutes);
  await app.register(mallAdminModule);
  await app.register(storeModule);
  await app.register(housekeepingModule);
  await app.register(metricsModule);
  await app.register(workQueueRoutes);
}
