import { type Kysely, sql } from 'kysely';

/**
 * The idempotency store keeps a request's plain result, not its HTTP answer: services return
 * results and the routes build the envelope (plugins/idempotency.ts), so a replay goes through the
 * same envelope and serializer as the first answer. Rows stored before held the whole answer, always
 * status 200 with the success envelope `{ code: 0, message, data }`; they keep their `data`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table idempotency_keys rename column response_body to result;
    update idempotency_keys set result = result -> 'data' where response_status is not null;
    alter table idempotency_keys drop column response_status;
  `.execute(db);
}
