import type { JournalType } from '@tandem/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../db/transaction';
import { type MemberAccountKind, type PlatformAccountKind, assetOfMemberAccount } from './accounts';

/**
 * The batch form of posting, for settlement: one journal per batch of thousands of lines, written
 * with set-based SQL (postJournal, the form for one movement, would take a statement per account).
 * The ledger takes the journal id and hands it to the caller, whose lines (accruals, bonus lines)
 * cite it; the ledger alone writes `journal`, `entries` and `accounts`. The triggers of migrations
 * 0011 and 0012 check what both forms write: balanced journals, unbroken balance chains.
 *
 * Both functions must run inside the caller's transaction (inTransaction), with the lines, so a
 * batch is posted wholly or not at all.
 */

/** The platform's account of a kind in USDT (settlement moves only USDT). */
async function platformAccountId(trx: Trx, kind: PlatformAccountKind): Promise<bigint> {
  const row = await trx
    .selectFrom('accounts')
    .select('id')
    .where('member_id', 'is', null)
    .where('kind', '=', kind)
    .where('asset', '=', 'USDT')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A journal id taken before the journal row, so the lines it explains can cite it. */
async function nextJournalId(trx: Trx): Promise<bigint> {
  const result = await sql<{ id: bigint }>`select nextval(pg_get_serial_sequence('journal', 'id')) as id`.execute(trx);
  return BigInt(result.rows[0]!.id);
}

const metadataJson = (metadata: Record<string, unknown>) =>
  JSON.stringify(metadata, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

export interface AggregatePosting {
  /** Zero posts nothing: the lines then cite no journal. */
  amountMicro: bigint;
  businessKey: string;
  metadata: Record<string, unknown>;
}

/**
 * Aggregate journal: one journal of two platform legs, `from` → `to`, for a batch's total (the day's
 * profit of a batch of stakes: profit_expense → profit_payable). `write` receives the journal id,
 * writes the batch's lines citing it, and returns what to post and what the caller wants back.
 */
export async function postAggregateBatch<T>(
  trx: Trx,
  input: { type: JournalType; from: PlatformAccountKind; to: PlatformAccountKind; at: Date },
  write: (journalId: bigint) => Promise<{ posting: AggregatePosting; result: T }>,
): Promise<T> {
  const journalId = await nextJournalId(trx);
  const { posting, result } = await write(journalId);
  if (posting.amountMicro < 0n) throw new Error(`aggregate journal ${posting.businessKey} has a negative amount`);
  if (posting.amountMicro === 0n) return result;
  const fromId = await platformAccountId(trx, input.from);
  const toId = await platformAccountId(trx, input.to);
  // Both legs in one statement: the statement trigger checks the journal balances once.
  await sql`
    with journal_row as (
      insert into journal (id, type, business_key, member_id, metadata, created_at)
      values (${journalId}::bigint, ${input.type}, ${posting.businessKey}, null,
              ${metadataJson(posting.metadata)}::jsonb, ${input.at}::timestamptz)
      returning id
    )
    insert into entries (journal_id, account_id, asset, amount_micro, balance_after_micro, account_version, created_at)
    select j.id, v.account_id, 'USDT', v.amount, null, null, ${input.at}::timestamptz
    from journal_row j
    cross join (values (${toId}::bigint, ${posting.amountMicro}::bigint), (${fromId}::bigint, ${-posting.amountMicro}::bigint))
      as v(account_id, amount)`.execute(trx);
  return result;
}

export interface MemberCredits {
  /** Credit lines written; several lines may credit one member. */
  lines: bigint;
  amountMicro: bigint;
  /** Members credited (one entry each). */
  members: bigint;
}

/**
 * Bulk member credit: credits many members' `to` accounts from the platform's `from` account in one
 * journal (a batch of level and rank bonuses: bonus_expense → point3).
 *
 * - `recipients` selects the member ids (column `member_id`) that may be credited: their missing
 *   accounts are opened first, in id order, in a statement of their own (an account opened in the
 *   crediting statement would be invisible to its update).
 * - `credits(journalId)` is one data-modifying statement (the caller's insert of its lines, citing
 *   the journal) returning `member_id, amount_micro` per line; amounts must be positive. It runs as
 *   the first step of the ledger's statement, so the lines, the balances and the entries are written
 *   together; a line already written (the caller's exactly-once guard) returns nothing and is not paid.
 * - The business key is `businessKeyPrefix:<first member credited>`: a batch pays only members with
 *   no line yet, so that member can head no other batch. `lines` is added to the metadata.
 *
 * Every member account is credited once with the sum of its lines and gets one entry carrying its
 * new balance and version; the platform leg balances them. Nothing is posted when no line is new.
 */
export async function postMemberCredits(
  trx: Trx,
  input: {
    type: JournalType;
    businessKeyPrefix: string;
    metadata: Record<string, unknown>;
    from: PlatformAccountKind;
    to: MemberAccountKind;
    at: Date;
    recipients: RawBuilder<unknown>;
    credits: (journalId: bigint) => RawBuilder<unknown>;
  },
): Promise<MemberCredits> {
  const asset = assetOfMemberAccount(input.to);
  if (asset !== 'USDT') throw new Error(`bulk credits move USDT, not ${asset}`);
  await sql`
    insert into accounts (member_id, kind, asset, balance_micro, version)
    select r.member_id, ${input.to}, ${asset}, 0::bigint, 0::bigint
    from (select distinct member_id from (${input.recipients}) s) r
    where not exists (select 1 from accounts a where a.member_id = r.member_id and a.kind = ${input.to})
    order by 1
    on conflict do nothing`.execute(trx);
  const journalId = await nextJournalId(trx);
  const fromId = await platformAccountId(trx, input.from);
  const result = await sql<{ lines: bigint; amount: bigint; members: bigint; credited: bigint }>`
    with credits as (
      ${input.credits(journalId)}
    ), per_member as (
      select member_id, sum(amount_micro)::bigint as amount from credits group by member_id
    ), credited as (
      update accounts a set balance_micro = a.balance_micro + m.amount, version = a.version + 1
      from per_member m where a.member_id = m.member_id and a.kind = ${input.to}
      returning a.id, a.balance_micro, a.version, m.amount
    ), journal_row as (
      insert into journal (id, type, business_key, member_id, metadata, created_at)
      select ${journalId}::bigint, ${input.type},
             ${input.businessKeyPrefix}::text || ':' || (select min(member_id) from credits),
             null,
             ${metadataJson(input.metadata)}::jsonb || jsonb_build_object('lines', (select count(*) from credits)),
             ${input.at}::timestamptz
      where exists (select 1 from credited)
      returning id
    ), legs as (
      insert into entries (journal_id, account_id, asset, amount_micro, balance_after_micro, account_version, created_at)
      select ${journalId}::bigint, id, ${asset}, amount, balance_micro, version, ${input.at}::timestamptz from credited
      union all
      select ${journalId}::bigint, ${fromId}::bigint, ${asset}, -sum(amount)::bigint, null, null, ${input.at}::timestamptz
      from credited having count(*) > 0
      returning 1
    )
    select (select count(*) from credits) as lines,
           (select coalesce(sum(amount_micro), 0)::bigint from credits) as amount,
           (select count(*) from per_member) as members,
           (select count(*) from credited) as credited,
           (select count(*) from journal_row) as journals,
           (select count(*) from legs) as legs`.execute(trx);
  const row = result.rows[0]!;
  const members = BigInt(row.members);
  if (members !== BigInt(row.credited)) {
    // A member without the account (not among the recipients): nothing of the batch may stand.
    throw new Error(`${input.businessKeyPrefix}: ${members} members to credit but ${row.credited} accounts credited`);
  }
  return { lines: BigInt(row.lines), amountMicro: BigInt(row.amount), members };
}
