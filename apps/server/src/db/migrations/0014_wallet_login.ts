import { type Kysely, sql } from 'kysely';

/**
 * Wallet login (Sign-In with Ethereum) and linked wallets.
 *
 * - wallet_nonces: the nonces handed out for SIWE messages, single use. A login or a link deletes
 *   its nonce with `DELETE … RETURNING` in the transaction that opens the session (or links the
 *   wallet), so two requests with one nonce cannot both pass. A link nonce belongs to the member
 *   who asked for it. Expired rows are swept when new nonces are handed out.
 * - linked_wallets: every wallet ever linked to an account, and that one account, for good: a wallet
 *   unlinked from one account can never be linked to (or create) another one. The wallet linked now
 *   stays members.wallet_address (one per member, unique), which member info and bindUsername read.
 *   Existing links are copied in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_nonces (
      nonce text primary key,
      purpose text not null check (purpose in ('login', 'link')),
      member_id bigint references members(id),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      check ((purpose = 'link') = (member_id is not null))
    );
    create index wallet_nonces_expires_idx on wallet_nonces (expires_at);

    create table linked_wallets (
      address text not null,
      member_id bigint not null references members(id),
      linked_at timestamptz not null
    );
    create unique index linked_wallets_address_key on linked_wallets (lower(address));
    create index linked_wallets_member_idx on linked_wallets (member_id);

    insert into linked_wallets (address, member_id, linked_at)
      select wallet_address, id, updated_at from members where wallet_address is not null;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
