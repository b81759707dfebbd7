import {
  type LiabilityReport,
  type MemberWalletView,
  type PlatformAccountNature,
  type StatementLine,
  formatMicro,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findMemberBalances } from '../../ledger/balances';
import {
  findMemberStatement,
  findMemberSummary,
  sumMallEscrow,
  sumMemberBalancesByKind,
  sumPendingDeposits,
  sumPlatformFlows,
  sumStorePayouts,
  sumWithdrawalsByStatus,
} from './finance.repository';
import { readAdminPage } from '../../lib/paging';

type StatementRow = Awaited<ReturnType<typeof findMemberStatement>>['rows'][number];

function toLine(r: StatementRow): StatementLine {
  return {
    id: String(r.id),
    journal_id: String(r.journal_id),
    type: r.type,
    account: r.kind,
    amount: formatMicro(r.amount_micro),
    balance_after: r.balance_after_micro === null ? null : formatMicro(r.balance_after_micro),
    created_at: r.created_at.toISOString(),
  };
}

export async function getMemberWalletView(deps: Pick<Deps, 'db'>, memberId: bigint, page: number) {
  const member = await findMemberSummary(deps.db, memberId);
  if (!member) throw new AppError('NOT_FOUND');
  const [balances, statement] = await Promise.all([
    findMemberBalances(deps.db, memberId),
    readAdminPage(page, (limit, offset) => findMemberStatement(deps.db, memberId, limit, offset), toLine),
  ]);
  return {
    member: {
      id: String(member.id),
      username: member.username,
      fullname: member.fullname,
      status: member.status,
      kyc_status: member.kyc_status,
    },
    balances: Object.fromEntries(Object.entries(balances).map(([k, v]) => [k, formatMicro(v)])),
    statement,
  } satisfies MemberWalletView;
}

/**
 * Each platform account's nature. Income and liabilities grow by credits (the ledger's positive legs),
 * assets and expenses by debits; adjustments given to members count as an expense. Unknown kinds read as
 * assets, the ledger's raw debit-positive sense.
 */
const platformNature: Record<string, Exclude<PlatformAccountNature, 'payout'>> = {
  treasury: 'asset',
  fee_revenue: 'income',
  mall_revenue: 'income',
  profit_expense: 'expense',
  bonus_expense: 'expense',
  voucher_expense: 'expense',
  adjustments: 'expense',
  profit_payable: 'liability',
  mall_escrow: 'liability',
};
const growsByCredit = (nature: PlatformAccountNature) => nature === 'income' || nature === 'liability';

/** The report's name for the mall escrow's holding in one asset (one row each, the asset apart). */
const escrowAccount = (asset: string) => `mall_escrow_${asset.toLowerCase()}`;

/**
 * What the platform owes members against what went through the treasury, from the ledger itself. Owed:
 * members' accounts, unclaimed staking profit, and what the mall escrow holds for members' open orders
 * (its USDT counts in the USDT total; voucher points are shown apart). The store payouts appear among the
 * platform's movements: released from escrow (in), paid to stores' wallets (out), kept as commission (net).
 */
export async function getLiabilityReport(deps: Pick<Deps, 'db' | 'clock'>): Promise<LiabilityReport> {
  const [balances, escrow, flows, payouts, withdrawals, pendingDeposits] = await Promise.all([
    sumMemberBalancesByKind(deps.db),
    sumMallEscrow(deps.db),
    sumPlatformFlows(deps.db),
    sumStorePayouts(deps.db),
    sumWithdrawalsByStatus(deps.db),
    sumPendingDeposits(deps.db),
  ]);
  const owedRows = [
    ...balances.map((b) => ({
      account: b.kind,
      asset: b.kind === 'point5' ? 'VOUCHER' : 'USDT',
      total: BigInt(b.total),
      accounts: b.accounts,
    })),
    ...escrow.map((e) => ({
      account: escrowAccount(e.asset),
      asset: e.asset,
      total: BigInt(e.total),
      accounts: e.members,
    })),
  ];
  const owed = owedRows.filter((b) => b.asset === 'USDT').reduce((sum, b) => sum + b.total, 0n);
  const approved = withdrawals.find((w) => w.status === 'approved');
  return {
    generated_at: deps.clock.now().toISOString(),
    member_balances: owedRows.map((b) => ({ ...b, total: formatMicro(b.total) })),
    owed_usdt_total: formatMicro(owed),
    withdrawals: withdrawals.map((w) => ({
      status: w.status,
      count: w.count,
      amount: formatMicro(BigInt(w.amount)),
      fee: formatMicro(BigInt(w.fee)),
    })),
    approved_unpaid: formatMicro(approved ? BigInt(approved.amount) : 0n),
    pending_deposits: { count: pendingDeposits.count, amount: formatMicro(BigInt(pendingDeposits.amount)) },
    platform: [
      ...flows.map((f) => {
        const nature = platformNature[f.kind] ?? 'asset';
        const [debits, credits] = [BigInt(f.debits), BigInt(f.credits)];
        return growsByCredit(nature)
          ? { account: f.kind, asset: f.asset, nature, in: credits, out: debits }
          : { account: f.kind, asset: f.asset, nature, in: debits, out: credits };
      }),
      ...payouts.map((p) => ({
        account: 'store_payout',
        asset: p.asset,
        nature: 'payout' as const,
        in: BigInt(p.released),
        out: BigInt(p.to_stores),
      })),
    ].map((f) => ({
      account: f.account,
      asset: f.asset,
      nature: f.nature,
      money_in: formatMicro(f.in),
      money_out: formatMicro(f.out),
      net: formatMicro(f.in - f.out),
    })),
  };
}
