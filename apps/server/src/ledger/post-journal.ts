import type { JournalType } from '@tandem/contracts';
import type { Insertable } from 'kysely';
import type { EntriesTable, LedgerAsset } from '../db/schema';
import {
  type AccountRef,
  type MemberAccountKind,
  type PlatformAccountKind,
  assetOf,
  describeRef,
  isMemberRef,
} from './accounts';
import type { Trx } from '../db/transaction';

export interface Leg {
  account: AccountRef;
  /** Signed: positive raises the account's balance, negative lowers it. Legs of a journal sum to zero per asset. */
  amountMicro: bigint;
}

export interface JournalInput {
  /** What happened (reports group by it): one of the contracts' journalTypes, each labelled on screen. */
  type: JournalType;
  /** The event's exactly-once guard; a second journal with the same key is refused. */
  businessKey: string;
  /** The member the event belongs to (the one who acted), if any. */
  memberId: bigint | null;
  legs: Leg[];
  metadata?: Record<string, unknown>;
  /** The clock's time of the event. */
  at: Date;
}

export interface PostedEntry {
  account: AccountRef;
  accountId: bigint;
  amountMicro: bigint;
  /** Null for platform accounts, which carry no cached balance. */
  balanceAfterMicro: bigint | null;
}

export interface PostedJournal {
  journalId: bigint;
  entries: PostedEntry[];
}

/** A member account would go below zero. Services turn it into INSUFFICIAN_BALANCE. */
export class InsufficientBalanceError extends Error {
  constructor(
    readonly memberId: bigint,
    readonly kind: MemberAccountKind,
    readonly balanceMicro: bigint,
    readonly changeMicro: bigint,
  ) {
    super(`member ${memberId} ${kind}: balance ${balanceMicro} cannot take ${changeMicro}`);
    this.name = 'InsufficientBalanceError';
  }
}

/** A journal with this business key exists already: the event happened once and must not happen again. */
export class DuplicateJournalError extends Error {
  constructor(readonly businessKey: string) {
    super(`journal ${businessKey} was already posted`);
    this.name = 'DuplicateJournalError';
  }
}

function assertWellFormed(input: JournalInput) {
  if (input.legs.length < 2) throw new Error('a journal needs at least two legs');
  if (!input.businessKey || input.businessKey.length > 200) throw new Error('a journal needs a business key');
  const sums = new Map<LedgerAsset, bigint>();
  const seen = new Set<string>();
  for (const leg of input.legs) {
    if (typeof leg.amountMicro !== 'bigint' || leg.amountMicro === 0n) {
      throw new Error(`leg on ${describeRef(leg.account)} has no amount`);
    }
    const name = describeRef(leg.account);
    if (seen.has(name)) throw new Error(`${name} appears twice in one journal`);
    seen.add(name);
    const asset = assetOf(leg.account);
    sums.set(asset, (sums.get(asset) ?? 0n) + leg.amountMicro);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`journal ${input.type} does not balance in ${asset}: ${sum}`);
  }
}

const memberKey = (memberId: bigint, kind: string) => `${memberId}:${kind}`;

/**
 * Posts one journal: the only code that writes balances.
 *
 * Member accounts touched are created on first use, then locked in one global order (by id) so two
 * postings touching the same accounts queue instead of deadlocking; the new balance is checked
 * against the floor (the database CHECK stays as the backstop), cached with a bumped version, and
 * every leg is written as an entry carrying that version and balance. Platform accounts are not
 * locked or cached. The database checks at commit that the journal balances.
 *
 * Must run inside a transaction (see inTransaction); throws InsufficientBalanceError or
 * DuplicateJournalError without having changed anything the caller's rollback would not undo.
 */
export async function postJournal(trx: Trx, input: JournalInput): Promise<PostedJournal> {
  assertWellFormed(input);
  const metadata = input.metadata
    ? JSON.stringify(input.metadata, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
    : null;

  // The business key first: a duplicate event stops here before it takes any account lock.
  const journal = await trx
    .insertInto('journal')
    .values({
      type: input.type,
      business_key: input.businessKey,
      member_id: input.memberId,
      metadata,
      created_at: input.at,
    })
    .onConflict((oc) => oc.column('business_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!journal) throw new DuplicateJournalError(input.businessKey);

  const memberLegs = input.legs.filter((l) => isMemberRef(l.account)) as Array<{
    account: { memberId: bigint; kind: MemberAccountKind };
    amountMicro: bigint;
  }>;
  const accountIds = new Map<string, bigint>();
  const balances = new Map<bigint, { balance: bigint; version: bigint }>();

  if (memberLegs.length > 0) {
    const wanted = [...memberLegs].sort((a, b) =>
      a.account.memberId === b.account.memberId
        ? a.account.kind.localeCompare(b.account.kind)
        : a.account.memberId < b.account.memberId
          ? -1
          : 1,
    );
    const lockWanted = () =>
      trx
        .selectFrom('accounts')
        .select(['id', 'member_id', 'kind', 'balance_micro', 'version'])
        .where((eb) =>
          eb.or(wanted.map((l) => eb.and([eb('member_id', '=', l.account.memberId), eb('kind', '=', l.account.kind)]))),
        )
        .orderBy('id')
        .forUpdate()
        .execute();
    // Accounts almost always exist: lock first, and only open missing ones (then lock again) on first use.
    let locked = await lockWanted();
    if (locked.length < wanted.length) {
      const found = new Set(locked.map((r) => memberKey(r.member_id!, r.kind)));
      const missing = wanted.filter((l) => !found.has(memberKey(l.account.memberId, l.account.kind)));
      // Sorted rows, so two postings creating the same accounts take their index locks in one order.
      await trx
        .insertInto('accounts')
        .values(
          missing.map((l) => ({
            member_id: l.account.memberId,
            kind: l.account.kind,
            asset: assetOf(l.account),
            balance_micro: 0n,
            version: 0n,
          })),
        )
        .onConflict((oc) => oc.columns(['member_id', 'kind']).where('member_id', 'is not', null).doNothing())
        .execute();
      // New ids come after the ones just locked, so this keeps the global order; a rare deadlock
      // with an account opened concurrently is retried by inTransaction.
      locked = await lockWanted();
    }
    for (const row of locked) {
      accountIds.set(memberKey(row.member_id!, row.kind), row.id);
      balances.set(row.id, { balance: row.balance_micro!, version: row.version! });
    }
    for (const leg of memberLegs) {
      const id = accountIds.get(memberKey(leg.account.memberId, leg.account.kind));
      if (id === undefined) throw new Error(`account ${describeRef(leg.account)} could not be opened`);
      const state = balances.get(id)!;
      if (state.balance + leg.amountMicro < 0n) {
        throw new InsufficientBalanceError(leg.account.memberId, leg.account.kind, state.balance, leg.amountMicro);
      }
    }
  }

  const platformLegs = input.legs.filter((l) => !isMemberRef(l.account)) as Array<{
    account: { platform: PlatformAccountKind; asset?: LedgerAsset };
    amountMicro: bigint;
  }>;
  const platformIds = new Map<string, bigint>();
  if (platformLegs.length > 0) {
    const rows = await trx
      .selectFrom('accounts')
      .select(['id', 'kind', 'asset'])
      .where('member_id', 'is', null)
      .execute();
    for (const row of rows) platformIds.set(`${row.kind}:${row.asset}`, row.id);
  }

  const entries: PostedEntry[] = [];
  const rows: Array<Insertable<EntriesTable>> = [];
  for (const leg of input.legs) {
    const asset = assetOf(leg.account);
    let accountId: bigint;
    let balanceAfter: bigint | null = null;
    let version: bigint | null = null;
    if (isMemberRef(leg.account)) {
      accountId = accountIds.get(memberKey(leg.account.memberId, leg.account.kind))!;
      const state = balances.get(accountId)!;
      balanceAfter = state.balance + leg.amountMicro;
      version = state.version + 1n;
      const updated = await trx
        .updateTable('accounts')
        .set({ balance_micro: balanceAfter, version })
        .where('id', '=', accountId)
        .where('version', '=', state.version)
        .executeTakeFirst();
      // The row is locked; a miss means someone wrote it outside this function.
      if (updated.numUpdatedRows !== 1n) throw new Error(`account ${accountId} changed under its lock`);
    } else {
      const id = platformIds.get(`${leg.account.platform}:${asset}`);
      if (id === undefined) throw new Error(`no platform account ${describeRef(leg.account)}`);
      accountId = id;
    }
    rows.push({
      journal_id: journal.id,
      account_id: accountId,
      asset,
      amount_micro: leg.amountMicro,
      balance_after_micro: balanceAfter,
      account_version: version,
      created_at: input.at,
    });
    entries.push({ account: leg.account, accountId, amountMicro: leg.amountMicro, balanceAfterMicro: balanceAfter });
  }
  await trx.insertInto('entries').values(rows).execute();
  return { journalId: journal.id, entries };
}
