import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { inTransaction } from '../../db/transaction';
import { readOutbox } from '../../test/build-test-app';
import { call, expectRefusal, get, post, okData } from '../../test/http';
import { insertMember, insertMemberSession } from '../../test/factories';
import { drainMailOutbox } from './mail-outbox';
import { notifyMember } from './notifications.service';
import { postNews } from '../news/news.testing';
import { openTicket } from '../tickets/tickets.testing';

describe('notifications', () => {
  const t = useTestApp();
  const {
    kycdesk: compliance,
    helpdesk: support,
    editor1: editor,
  } = useStaff(t, { kycdesk: 'compliance', helpdesk: 'support', editor1: 'content' });

  const list = async (token: string, page = 1) => {
    const res = await get(t, `/api/notification/list?page=${page}`, { token });
    return okData(res) as {
      list: Array<{ id: string; kind: string; params: Record<string, string>; read: boolean; created_at: string }>;
      total: number;
      per_page: number;
    };
  };
  const unread = async (token: string) =>
    (await get(t, '/api/notification/unread-count', { token })).json().data.unread;

  async function member(values: { language: string; email?: string | null }) {
    const id = await insertMember(t, { email: values.email });
    await t.db.updateTable('members').set({ language: values.language }).where('id', '=', id).execute();
    return { id, token: await insertMemberSession(t, id) };
  }

  /** A pending KYC submission, as the member's upload would leave it. */
  async function pendingKyc(memberId: bigint) {
    await t.db.updateTable('members').set({ kyc_status: 'pending' }).where('id', '=', memberId).execute();
    const row = await t.db
      .insertInto('kyc_submissions')
      .values({
        member_id: memberId,
        document_type: 'passport',
        identity_number: `P${memberId}`,
        identity_number_key: `P${memberId}`,
        front_path: 'kyc/none.png',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  const outboxRows = (to: string) =>
    t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

  it('tells the member of a KYC rejection in-app and by mail in their language, sent after commit', async () => {
    const ja = await member({ language: 'ja', email: 'hanako@example.com' });
    const submission = await pendingKyc(ja.id);
    const res = await post(
      t,
      `/api/admin/kyc/${submission}/reject`,
      {
        reason: 'document_expired',
        note: '有効期限をご確認ください',
      },
      { token: compliance.token },
    );
    expect(res.statusCode, res.body).toBe(200);

    const page = await list(ja.token);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      kind: 'kyc_rejected',
      params: { reason: 'document_expired', note: '有効期限をご確認ください' },
      read: false,
    });
    expect(await unread(ja.token)).toBe(1);

    // Queued with the decision, not sent yet: the worker sends after commit.
    const queued = await outboxRows('hanako@example.com');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ subject: 'Tandem 本人確認が承認されませんでした', sent_at: null });
    expect(queued[0]!.body).toContain('書類の有効期限が切れています');
    expect(readOutbox(t.outboxDir).filter((m) => m.to === 'hanako@example.com')).toHaveLength(0);

    expect(await drainMailOutbox(t.app.deps)).toMatchObject({ sent: 1, failed: 0 });
    const mails = readOutbox(t.outboxDir).filter((m) => m.to === 'hanako@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tandem 本人確認が承認されませんでした');
    expect((await outboxRows('hanako@example.com'))[0]!.sent_at).not.toBeNull();
    // A second drain sends nothing again.
    expect(await drainMailOutbox(t.app.deps)).toMatchObject({ sent: 0 });
  });

  it('notifies a member without email in-app only', async () => {
    const th = await member({ language: 'th', email: null });
    const before = await t.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const submission = await pendingKyc(th.id);
    expect((await post(t, `/api/admin/kyc/${submission}/approve`, {}, { token: compliance.token })).statusCode).toBe(
      200,
    );
    expect((await list(th.token)).list.map((n) => n.kind)).toEqual(['kyc_approved']);
    const after = await t.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('notifies a public staff reply to a ticket, not an internal note', async () => {
    const en = await member({ language: 'en', email: 'sam@example.com' });
    const ticketId = await openTicket(t, en.token, {
      title: 'Where is my deposit?',
      category: 'deposit',
      content: 'Sent an hour ago.',
    });
    await post(
      t,
      `/api/admin/tickets/${ticketId}/reply`,
      { content: 'Checking', is_internal: true },
      { token: support.token },
    );
    expect((await list(en.token)).total).toBe(0);
    const reply = await post(
      t,
      `/api/admin/tickets/${ticketId}/reply`,
      { content: 'It has arrived.' },
      { token: support.token },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const page = await list(en.token);
    expect(page.list).toEqual([
      expect.objectContaining({ kind: 'ticket_reply', params: { ticket_id: ticketId, title: 'Where is my deposit?' } }),
    ]);
    const mails = await outboxRows('sam@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Support replied to your Tandem ticket']);
    expect(mails[0]!.body).toContain('"Where is my deposit?"');
  });

  it("never lets a member read or mark another member's notification", async () => {
    const a = await member({ language: 'en', email: null });
    const b = await member({ language: 'en', email: null });
    await inTransaction(t.db, (trx) =>
      notifyMember(trx, t.app.deps, {
        memberId: a.id,
        kind: 'withdrawal_paid',
        params: { withdrawal_id: '9', amount: '5.000000' },
      }),
    );
    const aId = (await list(a.token)).list[0]!.id;
    expect((await list(b.token)).list.filter((n) => n.id === aId)).toEqual([]);

    const hijack = await post(t, '/api/notification/read', { id: aId }, { token: b.token });
    expectRefusal(hijack, 404, 'NOT_FOUND');
    expect((await post(t, '/api/notification/read', { all: true }, { token: b.token })).statusCode).toBe(200);
    expect(await unread(a.token)).toBe(1);
    expect((await post(t, '/api/notification/read', { id: '999999999' }, { token: b.token })).statusCode).toBe(404);
    expect((await post(t, '/api/notification/read', { id: 'abc' }, { token: b.token })).statusCode).toBe(400);
    expect((await post(t, '/api/notification/read', { all: false }, { token: b.token })).statusCode).toBe(400);
    expect((await get(t, '/api/notification/list', { token: 'not-a-token' })).statusCode).toBe(401);

    const marked = await post(t, '/api/notification/read', { id: aId }, { token: a.token });
    expect(marked.json().data).toEqual({ unread: 0 });
    expect((await list(a.token)).list[0]!.read).toBe(true);
  });

  it('shows announcements once, in the member language else the default one, in-app only, sharing the read markers with news', async () => {
    const en = await member({ language: 'en', email: 'ann@example.com' });
    const zh = await member({ language: 'zh', email: 'zh@example.com' });
    const mailsBefore = (await t.db.selectFrom('mail_outbox').select('id').execute()).length;
    const created = await postNews(t, editor, {
      news_type: 2,
      language: 'en',
      title: 'Maintenance on Sunday',
      description: 'Short downtime.',
    });
    const newsId = created.json().data.id as string;
    // A draft is not shown.
    expect((await list(en.token)).list.some((n) => n.kind === 'announcement')).toBe(false);
    expect((await post(t, `/api/admin/news/${newsId}/publish`, {}, { token: editor.token })).statusCode).toBe(200);

    const page = await list(en.token);
    expect(page.list).toContainEqual(
      expect.objectContaining({
        id: `news-${newsId}`,
        kind: 'announcement',
        params: { news_id: newsId, title: 'Maintenance on Sunday' },
        read: false,
      }),
    );
    const zhTitle = async () =>
      (await list(zh.token)).list.filter((n) => n.id === `news-${newsId}`).map((n) => n.params);
    // No Chinese version yet: the default (English) one, once.
    expect(await zhTitle()).toEqual([{ news_id: newsId, title: 'Maintenance on Sunday' }]);
    const edited = await call(
      t,
      'PUT',
      `/api/admin/news/${newsId}`,
      { news_type: 2, language: 'zh', title: '周日维护', description: '短暂停机。' },
      { token: editor.token },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await zhTitle()).toEqual([{ news_id: newsId, title: '周日维护' }]);
    expect((await t.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(mailsBefore);
    // Read markers are per member: the Chinese member reading it leaves the English one's unread.
    expect((await post(t, '/api/notification/read', { id: `news-${newsId}` }, { token: zh.token })).statusCode).toBe(
      200,
    );

    const unreadBefore = await unread(en.token);
    const read = await post(t, '/api/notification/read', { id: `news-${newsId}` }, { token: en.token });
    expect(read.json().data).toEqual({ unread: unreadBefore - 1 });
    expect((await get(t, '/api/news/unread?language=en', { token: en.token })).json().data.unread).toBe(0);
  });

  it('marks everything read at once, announcements included', async () => {
    const en = await member({ language: 'en', email: null });
    await inTransaction(t.db, async (trx) => {
      await notifyMember(trx, t.app.deps, {
        memberId: en.id,
        kind: 'deposit_approved',
        params: { deposit_id: '1', amount: '10.000000' },
      });
      await notifyMember(trx, t.app.deps, {
        memberId: en.id,
        kind: 'stake_expiry',
        params: { stake_id: '2', amount: '50.000000', expires_at: '2026-12-01T00:00:00.000Z' },
      });
    });
    expect(await unread(en.token)).toBeGreaterThanOrEqual(3);
    const res = await post(t, '/api/notification/read', { all: true }, { token: en.token });
    expect(res.json().data).toEqual({ unread: 0 });
    expect((await list(en.token)).list.every((n) => n.read)).toBe(true);
  });

  it('leaves nothing behind when the deciding transaction rolls back', async () => {
    const m = await member({ language: 'ko', email: 'rollback@example.com' });
    await expect(
      inTransaction(t.db, async (trx) => {
        await notifyMember(trx, t.app.deps, {
          memberId: m.id,
          kind: 'deposit_rejected',
          params: { deposit_id: '3', amount: '1.000000', reason: 'x' },
        });
        throw new Error('decision failed');
      }),
    ).rejects.toThrow('decision failed');
    // Announcements are everyone's (decision 024); the member has no notification of their own.
    expect((await list(m.token)).list.filter((n) => n.kind !== 'announcement')).toEqual([]);
    expect(await outboxRows('rollback@example.com')).toEqual([]);
  });

  it('retries a mail the mailer refused, later, and then sends it', async () => {
    const m = await member({ language: 'ko', email: 'retry@example.com' });
    await inTransaction(t.db, (trx) =>
      notifyMember(trx, t.app.deps, {
        memberId: m.id,
        kind: 'withdrawal_rejected',
        params: { withdrawal_id: '4', amount: '2.500000', reason: '주소 오류' },
      }),
    );
    await drainMailOutbox(t.app.deps); // whatever else is queued goes first
    const [row] = await outboxRows('retry@example.com');
    expect(row!.sent_at).not.toBeNull();

    await inTransaction(t.db, (trx) =>
      notifyMember(trx, t.app.deps, {
        memberId: m.id,
        kind: 'withdrawal_paid',
        params: { withdrawal_id: '5', amount: '3.000000' },
      }),
    );
    const sent: string[] = [];
    let isDown = true;
    const flaky = {
      ...t.app.deps,
      mailer: {
        async send(message: { subject: string }) {
          if (isDown) throw new Error('smtp down');
          sent.push(message.subject);
        },
        close() {},
      },
    };
    expect(await drainMailOutbox(flaky)).toEqual({ sent: 0, failed: 1 });
    const failed = (await outboxRows('retry@example.com'))[1]!;
    expect(failed).toMatchObject({ attempts: 1, last_error: 'smtp down', sent_at: null });
    isDown = false;
    // Not due yet.
    expect(await drainMailOutbox(flaky)).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(61_000);
    expect(await drainMailOutbox(flaky)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['Tandem 출금이 지급되었습니다']);
  });
});
