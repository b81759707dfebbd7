import { type Kysely, sql } from 'kysely';

/**
 * Payout bindings that can change, and fiat deposits that say where to pay (decision 019).
 *
 * - `changed_at` on both payout tables: when a member last replaced a bound address or bank account;
 *   withdrawals wait PAYOUT_CHANGE_HOLD_HOURS after it. A first binding leaves it null.
 * - `deposits.payment_reference`: the reference a member writes on a bank transfer, unique per deposit,
 *   so staff can match the money that arrives to the deposit on the queue.
 * - `fiat_payees`: the platform's bank account per country (its short_form; the
 *   country's buy rate converts the amount), which the
 *   deposit page shows the member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payout_addresses add column changed_at timestamptz;
    alter table payout_banks add column changed_at timestamptz;
    alter table deposits add column payment_reference text;
    create unique index deposits_payment_reference_once on deposits (payment_reference)
      where payment_reference is not null;

    create table fiat_payees (
      country char(3) primary key,
      bank_name text not null,
      account_name text not null,
      account_number text not null,
      branch text not null default '',
      notes text not null default '',
      updated_at timestamptz not null,
      updated_by_staff_id bigint
    );
  `.execute(db);
}
