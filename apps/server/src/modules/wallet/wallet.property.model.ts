/**
 * The independent in-memory model the property test checks the server against (not a test file).
 * It knows the rules from the spec and money.md, not from the server's code: what each request
 * should answer, and what it does to balances, deposits, withdrawals and the platform's accounts.
 */

export type Wallet = 'point1' | 'point2' | 'point3' | 'point4' | 'point5';
export const wallets: readonly Wallet[] = ['point1', 'point2', 'point3', 'point4', 'point5'];
export type Held = Wallet | 'withdrawal_hold';
export type Balances = Record<string, bigint>;

/** A catalogue code the request should answer, or OK. */
export type Outcome = string;

export interface ModelRules {
  transferFeeBps: bigint;
  transferMinMicro: bigint;
  withdrawFeeBps: bigint;
  withdrawMinFeeMicro: bigint;
  withdrawMinMicro: bigint;
  withdrawMaxMicro: bigint;
  /** Networks that have a platform address. */
  networks: ReadonlySet<string>;
  /** PIN_PRICE: what one activation code costs. */
  pinPriceMicro: bigint;
  /** STORE_COMMISSION_BPS: the operator's share of a store order's cash. */
  storeCommissionBps: bigint;
}

/** The exchange window a store order's proceeds wait out after receipt (14 days, the spec). */
const STORE_PAYOUT_WAIT_MS = 14 * 86_400_000;

export interface ModelMember {
  id: bigint;
  parentId: bigint | null;
  hasBank: boolean;
  balances: Balances;
}

export interface ModelDeposit {
  id: string;
  memberId: bigint;
  type: 'crypto' | 'fiat';
  network: string | null;
  txKey: string | null;
  amountMicro: bigint;
  status: 'pending' | 'approved' | 'rejected';
}

export interface ModelWithdrawal {
  id: string;
  memberId: bigint;
  wallet: Wallet;
  amountMicro: bigint;
  feeMicro: bigint;
  status: 'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled';
  businessDay: string;
}

const emptyBalances = (): Balances => ({
  point1: 0n,
  point2: 0n,
  point3: 0n,
  point4: 0n,
  point5: 0n,
  withdrawal_hold: 0n,
});

export class MoneyModel {
  readonly members = new Map<bigint, ModelMember>();
  readonly deposits = new Map<string, ModelDeposit>();
  readonly withdrawals = new Map<string, ModelWithdrawal>();
  /** Signed sums of the platform accounts' entries since the model started. */
  treasuryMicro = 0n;
  feeRevenueMicro = 0n;
  adjustmentsMicro = 0n;

  constructor(readonly rules: ModelRules) {}

  addMember(id: bigint, parentId: bigint | null, hasBank: boolean) {
    this.members.set(id, { id, parentId, hasBank, balances: emptyBalances() });
  }

  private member(id: bigint): ModelMember {
    const m = this.members.get(id);
    if (!m) throw new Error(`model has no member ${id}`);
    return m;
  }

  balancesOf(id: bigint): Balances {
    return this.member(id).balances;
  }

  private isAncestor(ancestor: bigint, of: bigint): boolean {
    for (let p = this.member(of).parentId; p !== null; p = this.members.get(p)?.parentId ?? null) {
      if (p === ancestor) return true;
    }
    return false;
  }

  credit(memberId: bigint, wallet: Wallet, amountMicro: bigint) {
    this.member(memberId).balances[wallet]! += amountMicro;
    this.adjustmentsMicro -= amountMicro;
  }

  transferFee(amountMicro: bigint): bigint {
    return (amountMicro * this.rules.transferFeeBps) / 10_000n;
  }

  expectTransfer(fromId: bigint, toId: bigint, amountMicro: bigint): Outcome {
    if (amountMicro < this.rules.transferMinMicro) return 'MIN_TRANSFER_AMOUNT';
    if (fromId === toId) return 'TRANSFER_TO_SELF';
    if (!this.isAncestor(fromId, toId) && !this.isAncestor(toId, fromId)) return 'RECEIVER_NOT_IN_TEAM';
    if (this.member(fromId).balances.point1! < amountMicro + this.transferFee(amountMicro))
      return 'INSUFFICIAN_BALANCE';
    return 'OK';
  }

  applyTransfer(fromId: bigint, toId: bigint, amountMicro: bigint) {
    const fee = this.transferFee(amountMicro);
    this.member(fromId).balances.point1! -= amountMicro + fee;
    this.member(toId).balances.point1! += amountMicro;
    this.feeRevenueMicro += fee;
  }

  expectSwap(memberId: bigint, from: Wallet, to: Wallet, amountMicro: bigint): Outcome {
    if (!((from === 'point2' || from === 'point3') && to === 'point1')) return 'SWAP_NOT_ALLOWED';
    if (this.member(memberId).balances[from]! < amountMicro) return 'INSUFFICIAN_BALANCE';
    return 'OK';
  }

  applySwap(memberId: bigint, from: Wallet, to: Wallet, amountMicro: bigint) {
    const b = this.member(memberId).balances;
    b[from]! -= amountMicro;
    b[to]! += amountMicro;
  }

  private hasPendingDeposit(memberId: bigint): boolean {
    return [...this.deposits.values()].some((d) => d.memberId === memberId && d.status === 'pending');
  }

  expectCryptoDeposit(memberId: bigint, network: string, txKey: string): Outcome {
    if (!this.rules.networks.has(network)) return 'DEPOSIT_NETWORK_UNAVAILABLE';
    if (this.hasPendingDeposit(memberId)) return 'LAST_DEPOSIT_PENDING';
    const taken = [...this.deposits.values()].some(
      (d) => d.network === network && d.txKey === txKey && d.status !== 'rejected',
    );
    if (taken) return 'TX_HASH_USED';
    return 'OK';
  }

  expectFiatDeposit(memberId: bigint, isOpen: boolean): Outcome {
    if (!isOpen) return 'FIAT_DEPOSIT_CLOSED';
    if (this.hasPendingDeposit(memberId)) return 'LAST_DEPOSIT_PENDING';
    return 'OK';
  }

  addDeposit(deposit: Omit<ModelDeposit, 'status'>) {
    this.deposits.set(deposit.id, { ...deposit, status: 'pending' });
  }

  expectDepositDecision(id: string): Outcome {
    const d = this.deposits.get(id);
    if (!d) return 'NOT_FOUND';
    return d.status === 'pending' ? 'OK' : 'STATE_CHANGED';
  }

  approveDeposit(id: string, creditedMicro: bigint) {
    const d = this.deposits.get(id)!;
    d.status = 'approved';
    this.member(d.memberId).balances.point1! += creditedMicro;
    this.treasuryMicro -= creditedMicro;
  }

  rejectDeposit(id: string) {
    this.deposits.get(id)!.status = 'rejected';
  }

  withdrawalFee(amountMicro: bigint): bigint {
    const byPercent = (amountMicro * this.rules.withdrawFeeBps) / 10_000n;
    return byPercent > this.rules.withdrawMinFeeMicro ? byPercent : this.rules.withdrawMinFeeMicro;
  }

  expectWithdrawal(memberId: bigint, bank: boolean, wallet: Wallet, amountMicro: bigint, today: string): Outcome {
    const m = this.member(memberId);
    if (bank && !m.hasBank) return 'no_address';
    if (amountMicro < this.rules.withdrawMinMicro || amountMicro > this.rules.withdrawMaxMicro) {
      return 'MIN_WITHDRAW_AMOUNT';
    }
    const own = [...this.withdrawals.values()].filter((w) => w.memberId === memberId);
    if (own.some((w) => w.status === 'pending')) return 'LAST_WITHDRAWAL_PENDING';
    if (own.some((w) => w.businessDay === today && (w.status === 'approved' || w.status === 'paid'))) {
      return 'REACH_TODAY_LIMIT';
    }
    if (m.balances[wallet]! < amountMicro + this.withdrawalFee(amountMicro)) return 'INSUFFICIAN_BALANCE';
    return 'OK';
  }

  addWithdrawal(w: Omit<ModelWithdrawal, 'status' | 'feeMicro'>): ModelWithdrawal {
    const row: ModelWithdrawal = { ...w, feeMicro: this.withdrawalFee(w.amountMicro), status: 'pending' };
    this.withdrawals.set(w.id, row);
    const b = this.member(w.memberId).balances;
    b[w.wallet]! -= row.amountMicro + row.feeMicro;
    b.withdrawal_hold! += row.amountMicro + row.feeMicro;
    return row;
  }

  /** A member may cancel only their own pending withdrawal; another member's does not exist for them. */
  expectCancel(memberId: bigint, id: string): Outcome {
    const w = this.withdrawals.get(id);
    if (!w || w.memberId !== memberId) return 'NOT_FOUND';
    return w.status === 'pending' ? 'OK' : 'STATE_CHANGED';
  }

  expectWithdrawalDecision(id: string, from: 'pending' | 'approved'): Outcome {
    const w = this.withdrawals.get(id);
    if (!w) return 'NOT_FOUND';
    return w.status === from ? 'OK' : 'STATE_CHANGED';
  }

  /** Cancelled or rejected: the hold goes back to the wallet it came from. */
  releaseWithdrawal(id: string, status: 'cancelled' | 'rejected') {
    const w = this.withdrawals.get(id)!;
    w.status = status;
    const b = this.member(w.memberId).balances;
    b.withdrawal_hold! -= w.amountMicro + w.feeMicro;
    b[w.wallet]! += w.amountMicro + w.feeMicro;
  }

  approveWithdrawal(id: string) {
    const w = this.withdrawals.get(id)!;
    w.status = 'approved';
    this.member(w.memberId).balances.withdrawal_hold! -= w.amountMicro + w.feeMicro;
    this.treasuryMicro += w.amountMicro;
    this.feeRevenueMicro += w.feeMicro;
  }

  markWithdrawalPaid(id: string) {
    this.withdrawals.get(id)!.status = 'paid';
  }

  // The shop and the voucher mall (docs/decisions/011-mall.md): a checkout pays into the mall escrow,
  // per asset; a cancellation while pending gives back exactly that and puts the units back.
  readonly mallStock = new Map<string, number>();
  readonly mallOrders = new Map<string, ModelMallOrder>();
  mallEscrowUsdtMicro = 0n;
  mallEscrowVoucherMicro = 0n;
  /** Voucher points credited against adjustments' VOUCHER account (not part of the USDT sums). */
  adjustmentsVoucherMicro = 0n;

  creditVoucher(memberId: bigint, amountMicro: bigint) {
    this.member(memberId).balances.point5! += amountMicro;
    this.adjustmentsVoucherMicro -= amountMicro;
  }

  /** Adding to an emptied cart: refused when the variant has fewer units than asked. */
  expectMallCartAdd(line: ModelMallLine): Outcome {
    return (this.mallStock.get(line.variantId) ?? 0) >= line.quantity ? 'OK' : 'NO_PRODUCT_MATCH';
  }

  /** What a shop order costs in each asset; null when the cash part is over the total. */
  mallPayment(line: ModelMallLine): { usdtMicro: bigint; voucherMicro: bigint } | null {
    const total = line.unitMicro * BigInt(line.quantity) + line.shippingMicro;
    if (line.payType === 'voucher') return { usdtMicro: 0n, voucherMicro: total };
    const cash = line.payType === 'cash' ? total : line.cashMicro!;
    return cash > total ? null : { usdtMicro: cash, voucherMicro: total - cash };
  }

  expectMallOrder(memberId: bigint, line: ModelMallLine): Outcome {
    if (this.expectMallCartAdd(line) !== 'OK') return 'CART_EMPTY';
    const allowed = line.mall === 'shop' ? ['cash', 'cash_voucher'] : ['voucher'];
    if (!allowed.includes(line.payType)) return 'PAY_TYPE_NOT_ALLOWED';
    const pay = this.mallPayment(line);
    if (!pay) return 'CASH_EXCEEDS_TOTAL';
    const b = this.member(memberId).balances;
    if (b.point1! < pay.usdtMicro || b.point5! < pay.voucherMicro) return 'INSUFFICIAN_BALANCE';
    return 'OK';
  }

  applyMallOrder(id: string, memberId: bigint, line: ModelMallLine) {
    const pay = this.mallPayment(line)!;
    const b = this.member(memberId).balances;
    b.point1! -= pay.usdtMicro;
    b.point5! -= pay.voucherMicro;
    this.mallEscrowUsdtMicro += pay.usdtMicro;
    this.mallEscrowVoucherMicro += pay.voucherMicro;
    this.mallStock.set(line.variantId, this.mallStock.get(line.variantId)! - line.quantity);
    this.mallOrders.set(id, { id, memberId, line, ...pay, status: 'pending' });
  }

  /** A member cancels their own pending order; another member's does not exist for them. */
  expectMallCancel(memberId: bigint, id: string): Outcome {
    const o = this.mallOrders.get(id);
    if (!o || o.memberId !== memberId) return 'Order not found';
    return o.status === 'pending' ? 'OK' : 'ORDER_STATUS_NOT_ALLOWED';
  }

  // Store orders (decision 015): the store ships, the buyer confirms receipt; once the exchange window
  // has passed the escrow pays the store owner's cash wallet less the commission, which (with any voucher
  // points paid) is the mall's revenue. Each order once.
  mallRevenueUsdtMicro = 0n;
  mallRevenueVoucherMicro = 0n;

  /** The store order a member bought that is still pending, so its store may ship it. */
  isDeliverable(id: string): boolean {
    const o = this.mallOrders.get(id);
    return o !== undefined && o.line.storeOwnerId !== null && o.status === 'pending';
  }

  applyStoreDelivery(id: string, receivedAtMs: number) {
    const o = this.mallOrders.get(id)!;
    o.status = 'received';
    o.receivedAtMs = receivedAtMs;
  }

  /** Pays every store order received more than the window before `nowMs`; answers how many it paid. */
  applyStorePayouts(nowMs: number): number {
    let paid = 0;
    for (const o of this.mallOrders.values()) {
      if (o.status !== 'received' || o.line.storeOwnerId === null) continue;
      if (o.receivedAtMs! + STORE_PAYOUT_WAIT_MS >= nowMs) continue;
      const commission = (o.usdtMicro * this.rules.storeCommissionBps) / 10_000n;
      this.member(o.line.storeOwnerId).balances.point1! += o.usdtMicro - commission;
      this.mallEscrowUsdtMicro -= o.usdtMicro;
      this.mallEscrowVoucherMicro -= o.voucherMicro;
      this.mallRevenueUsdtMicro += commission;
      this.mallRevenueVoucherMicro += o.voucherMicro;
      o.status = 'paid_out';
      paid += 1;
    }
    return paid;
  }

  applyMallCancel(id: string) {
    const o = this.mallOrders.get(id)!;
    o.status = 'cancelled';
    const b = this.member(o.memberId).balances;
    b.point1! += o.usdtMicro;
    b.point5! += o.voucherMicro;
    this.mallEscrowUsdtMicro -= o.usdtMicro;
    this.mallEscrowVoucherMicro -= o.voucherMicro;
    this.mallStock.set(o.line.variantId, this.mallStock.get(o.line.variantId)! + o.line.quantity);
  }
  // Activation codes (decision 010): bought from point1 into fee revenue; transfers and redemptions
  // move no money, only who holds a code and which accounts are activated.
  readonly pins = new Map<string, ModelPin>();
  readonly activated = new Set<bigint>();

  expectPinPurchase(memberId: bigint, quantity: number): Outcome {
    return this.member(memberId).balances.point1! < this.rules.pinPriceMicro * BigInt(quantity)
      ? 'INSUFFICIAN_BALANCE'
      : 'OK';
  }

  applyPinPurchase(memberId: bigint, codes: string[], expiresAtMs: number) {
    const totalMicro = this.rules.pinPriceMicro * BigInt(codes.length);
    this.member(memberId).balances.point1! -= totalMicro;
    this.feeRevenueMicro += totalMicro;
    for (const code of codes) this.pins.set(code, { code, ownerId: memberId, status: 'valid', expiresAtMs });
  }

  /** Why `memberId` cannot use `code` now, or OK: someone else's or unknown, used, expired. */
  private pinRefusal(memberId: bigint, code: string, nowMs: number): Outcome {
    const pin = this.pins.get(code);
    if (!pin || pin.ownerId !== memberId) return 'INCORRECT_PIN';
    if (pin.status === 'activated') return 'PIN_ALREADY_USED';
    if (pin.expiresAtMs <= nowMs) return 'PIN_EXPIRED';
    return 'OK';
  }

  /** The wallet transfer's team rule first, then each code in order. */
  expectPinTransfer(fromId: bigint, toId: bigint, codes: string[], nowMs: number): Outcome {
    if (fromId === toId) return 'TRANSFER_TO_SELF';
    if (!this.isAncestor(fromId, toId) && !this.isAncestor(toId, fromId)) return 'RECEIVER_NOT_IN_TEAM';
    for (const code of codes) {
      const refusal = this.pinRefusal(fromId, code, nowMs);
      if (refusal !== 'OK') return refusal;
    }
    return 'OK';
  }

  applyPinTransfer(toId: bigint, codes: string[]) {
    for (const code of codes) this.pins.get(code)!.ownerId = toId;
  }

  /** Oneself or a downline; an account once; then the code. */
  expectPinRedeem(memberId: bigint, targetId: bigint, code: string, nowMs: number): Outcome {
    if (targetId !== memberId && !this.isAncestor(memberId, targetId)) return 'ACTIVATE_NOT_DOWNLINE';
    if (this.activated.has(targetId)) return 'ACCOUNT_ALREADY_ACTIVATED';
    return this.pinRefusal(memberId, code, nowMs);
  }

  applyPinRedeem(targetId: bigint, code: string) {
    this.pins.get(code)!.status = 'activated';
    this.activated.add(targetId);
  }
}

export interface ModelPin {
  code: string;
  ownerId: bigint;
  status: 'valid' | 'activated';
  expiresAtMs: number;
}

/** "12.5" → 12_500_000n: the model's own reading of a decimal amount (at most six places). */
export function microOf(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

/** Seeded PRNG (mulberry32): the same seed replays the same sequence exactly. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One mall checkout as the property test sends it: one line, its price, and how it is paid. */
export interface ModelMallLine {
  mall: 'shop' | 'voucher';
  variantId: string;
  quantity: number;
  unitMicro: bigint;
  shippingMicro: bigint;
  payType: 'cash' | 'cash_voucher' | 'voucher';
  cashMicro: bigint | null;
  /** The member whose store sells it; null for the platform's own goods. */
  storeOwnerId: bigint | null;
}

export interface ModelMallOrder {
  id: string;
  memberId: bigint;
  line: ModelMallLine;
  usdtMicro: bigint;
  voucherMicro: bigint;
  status: 'pending' | 'cancelled' | 'received' | 'paid_out';
  receivedAtMs?: number;
}
