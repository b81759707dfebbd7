import { type FinanceReportLine, formatMicro, parseMoneyToMicro } from '@tandem/contracts';

export interface TypeTotal {
  type: string;
  count: number;
  totalIn: string;
  totalOut: string;
  net: string;
}

const micro = (amount: string) => parseMoneyToMicro(amount) ?? 0n;

/**
 * A report's lines summed per type across wallets and holds, largest movement first. Holds are left
 * out: a withdrawal moving cash into its hold is one event, not money in and out twice.
 */
export function totalsByType(lines: FinanceReportLine[]): TypeTotal[] {
  const sums = new Map<string, { count: number; inMicro: bigint; outMicro: bigint }>();
  for (const line of lines) {
    if (line.wallet === 'withdrawal_hold' || line.wallet === 'stake_lock') continue;
    const sum = sums.get(line.type) ?? { count: 0, inMicro: 0n, outMicro: 0n };
    sum.count += line.count;
    sum.inMicro += micro(line.total_in);
    sum.outMicro += micro(line.total_out);
    sums.set(line.type, sum);
  }
  return [...sums.entries()]
    .sort(([, a], [, b]) => {
      const difference = b.inMicro + b.outMicro - (a.inMicro + a.outMicro);
      return difference > 0n ? 1 : difference < 0n ? -1 : 0;
    })
    .map(([type, sum]) => ({
      type,
      count: sum.count,
      totalIn: formatMicro(sum.inMicro),
      totalOut: formatMicro(sum.outMicro),
      net: formatMicro(sum.inMicro - sum.outMicro),
    }));
}

/**
 * Journal types that move the member's own money rather than spend or earn it: principal into a
 * staking plan and back out of it (a surrender's penalty shows as the gap between the two), and swaps
 * between the member's own wallets. Counting them as Out made a member who only staked look at a loss.
 */
const movingTypes: ReadonlySet<string> = new Set(['stake', 'stake_return', 'stake_surrender', 'swap']);

/** A report's per-type totals split into money spent or earned (`flows`) and money only moved (`moves`). */
export function splitMoves(totals: TypeTotal[]): { flows: TypeTotal[]; moves: TypeTotal[] } {
  return {
    flows: totals.filter((line) => !movingTypes.has(line.type)),
    moves: totals.filter((line) => movingTypes.has(line.type)),
  };
}

/** Everything in and out over the period, for the headline. */
export function grandTotal(totals: TypeTotal[]): { totalIn: string; totalOut: string; net: string } {
  const inMicro = totals.reduce((sum, line) => sum + micro(line.totalIn), 0n);
  const outMicro = totals.reduce((sum, line) => sum + micro(line.totalOut), 0n);
  return { totalIn: formatMicro(inMicro), totalOut: formatMicro(outMicro), net: formatMicro(inMicro - outMicro) };
}
