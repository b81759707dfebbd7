import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { makeJpeg, makePng } from '../../lib/uploads.testing';
import { auditRows } from '../admin/admin.testing';
import { call, expectRefusal, get, nextIp, post, okData } from '../../test/http';
import { USDT, insertMember, insertMemberSession } from '../../test/factories';
import { stakeForTest } from '../team/team.testing';
import { openTicket } from './tickets.testing';

/** Real images: every upload is decoded and re-encoded, so a header alone is refused. */
const PNG = await makePng();
const JPG = await makeJpeg();
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----tandem${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (title = 'Deposit not credited') => [
  { name: 'title', value: title },
  { name: 'category', value: 'deposit' },
  { name: 'content', value: 'My deposit from yesterday is missing.' },
];

describe('support tickets', () => {
  const t = useTestApp();
  const { admin, support1: support, content1: content } = useStaff(t, { support1: 'support', content1: 'content' });
  let alice: string;
  let bob: string;
  let aliceId: bigint;

  async function create(token: string, parts: Part[]) {
    const body = multipart(parts);
    return call(t, 'POST', '/api/ticket/create-ticket', body.payload, { token, headers: body.headers });
  }

  /** Records of each kind a ticket may link to, written directly (they belong to other modules). */
  let depositCounter = 0;
  async function insertDeposit(memberId: bigint) {
    const row = await t.db
      .insertInto('deposits')
      .values({
        member_id: memberId,
        deposit_type: 'crypto',
        network: 'TRC20_USDT',
        tx_hash: `tx${++depositCounter}`,
        tx_hash_key: `tx${depositCounter}`,
        amount_micro: 100_000_000n,
        // Rejected, so a member may have several (only one may be pending).
        status: 'rejected',
        reject_reason: 'test',
        created_at: t.clock.now(),
        decided_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }
  async function insertWithdrawal(memberId: bigint) {
    const row = await t.db
      .insertInto('withdrawals')
      .values({
        member_id: memberId,
        withdraw_type: 'crypto',
        wallet: 'point1',
        amount_micro: 50_000_000n,
        fee_micro: 1_000_000n,
        destination: JSON.stringify({ address: '0x' + '1'.repeat(40) }),
        business_day: '2026-11-18',
        expected_date: '2026-11-19',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }
  beforeAll(async () => {
    aliceId = await insertMember(t);
    alice = await insertMemberSession(t, aliceId);
    bob = await insertMemberSession(t, await insertMember(t));
  });

  it('opens a ticket with images; the member lists and reads it, and fetches the images', async () => {
    const depositId = await insertDeposit(aliceId);
    const res = await create(alice, [
      ...fields(),
      { name: 'ref_type', value: 'deposit' },
      { name: 'ref_id', value: depositId },
      { name: 'images', filename: 'a.png', type: 'image/png', data: PNG },
      { name: 'images', filename: 'b.jpeg', type: 'image/jpeg', data: JPG },
    ]);
    const id = okData(res).id as string;
    expect(res.json().data).toMatchObject({ status: 'open', category: 'deposit', user_read: true });

    const list = await get(t, '/api/ticket/get-ticket?page=1', { token: alice });
    expect(list.json().data).toMatchObject({ page: 1, total: 1, list: [{ id, user_read: true }] });

    const thread = (await get(t, `/api/ticket/read-ticket?id=${id}`, { token: alice })).json().data;
    expect(thread).toMatchObject({ ref_type: 'deposit', ref_id: depositId, replies: [] });
    expect(thread.attachments.map((a: { mime: string }) => a.mime)).toEqual(['image/png', 'image/jpeg']);
    const image = await get(t, thread.attachments[0].url, { token: alice });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('no-store');
    // The re-encoded picture, not the bytes sent (lib/uploads.test.ts checks what is dropped).
    const served = await sharp(image.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 64, 40]);
  });

  it('accepts JSON without images and validates fields', async () => {
    const ok = await post(
      t,
      '/api/ticket/create-ticket',
      { title: 'Hi', category: 'other', content: 'Question' },
      { token: bob },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await post(
      t,
      '/api/ticket/create-ticket',
      { title: '', category: 'bogus', content: 'x' },
      { token: bob },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { title: 'required', category: 'required' } },
    });
  });

  it("refuses a reference to another member's record or to none, in every direction, and stores nothing", async () => {
    // Carol's own tickets stay apart from the other tests' members and their counts.
    const carolId = await insertMember(t);
    const carol = await insertMemberSession(t, carolId);
    const records = {
      deposit: { alice: await insertDeposit(aliceId), carol: await insertDeposit(carolId) },
      withdrawal: { alice: await insertWithdrawal(aliceId), carol: await insertWithdrawal(carolId) },
      stake: {
        alice: String(await stakeForTest(t, aliceId, 100n * USDT)),
        carol: String(await stakeForTest(t, carolId, 100n * USDT)),
      },
    };
    const ticketCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('tickets')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await ticketCount();
    // From an address of its own: these twelve calls must not eat the upload rate limit of the other tests.
    const ip = nextIp();
    const open = (token: string, refType: string, refId: string) => {
      const body = multipart([
        ...fields(),
        { name: 'ref_type', value: refType },
        { name: 'ref_id', value: refId },
        { name: 'images', filename: 'a.png', type: 'image/png', data: PNG },
      ]);
      return call(t, 'POST', '/api/ticket/create-ticket', body.payload, { token, headers: body.headers, ip: ip });
    };
    for (const [refType, ids] of Object.entries(records)) {
      for (const [token, foreignId] of [
        [alice, ids.carol],
        [carol, ids.alice],
        [alice, '999999999'],
      ] as const) {
        const res = await open(token, refType, foreignId);
        expect(res.statusCode, `${refType} ${foreignId}: ${res.body}`).toBe(404);
        expect(res.json()).toMatchObject({ message: 'NOT_FOUND', data: null });
      }
    }
    expect(await ticketCount()).toBe(before);
    const attachments = await t.db.selectFrom('ticket_attachments').select('id').execute();

    // Each member may link their own record of each kind.
    for (const [refType, ids] of Object.entries(records)) {
      const own = await open(carol, refType, ids.carol);
      const thread = (await get(t, `/api/ticket/read-ticket?id=${okData(own).id}`, { token: carol })).json().data;
      expect(thread).toMatchObject({ ref_type: refType, ref_id: ids.carol });
    }
    expect(await ticketCount()).toBe(before + 3);
    expect((await t.db.selectFrom('ticket_attachments').select('id').execute()).length).toBe(attachments.length + 3);
  });

  it('refuses files that are not real JPG/PNG, too many files and too large files', async () => {
    for (const [filename, type, data] of [
      ['shell.png', 'image/png', PHP],
      ['logo.svg', 'image/svg+xml', SVG],
      ['logo.png', 'image/png', SVG],
    ] as const) {
      const res = await create(alice, [...fields(), { name: 'images', filename, type, data }]);
      expect(res.statusCode, filename).toBe(415);
      expect(res.json().message).toBe('FILE_TYPE_NOT_ALLOWED');
    }
    const four = await create(alice, [
      ...fields(),
      ...[1, 2, 3, 4].map((n) => ({ name: 'images', filename: `${n}.png`, type: 'image/png', data: PNG })),
    ]);
    expectRefusal(four, 413, 'TOO_MANY_FILES');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await create(alice, [
      ...fields(),
      { name: 'images', filename: 'big.png', type: 'image/png', data: big },
    ]);
    expectRefusal(large, 413, 'FILE_TOO_LARGE');
    // None of the refused requests left a ticket behind.
    expect((await get(t, '/api/ticket/get-ticket', { token: alice })).json().data.total).toBe(1);
  });

  it("never lets a member read, reply to, mark or fetch another member's ticket", async () => {
    const res = await create(alice, [
      ...fields('Private'),
      { name: 'f', filename: 'x.png', type: 'image/png', data: PNG },
    ]);
    const id = res.json().data.id as string;
    const thread = (await get(t, `/api/ticket/read-ticket?id=${id}`, { token: alice })).json().data;
    const attachmentId = thread.attachments[0].id as string;
    await post(t, `/api/admin/tickets/${id}/reply`, { content: 'We are checking.' }, { token: support.token });

    const maxId = Number(id) + 5;
    for (let guess = 1; guess <= maxId; guess += 1) {
      const read = await get(t, `/api/ticket/read-ticket?id=${guess}`, { token: bob });
      if (read.statusCode === 200) expect(read.json().data.title).not.toBe('Private');
      const file = await get(t, `/api/ticket/attachment/${guess}`, { token: bob });
      expect(file.statusCode).toBe(404);
    }
    expect((await get(t, `/api/ticket/read-ticket?id=${id}`, { token: bob })).statusCode).toBe(404);
    const reply = await post(t, '/api/ticket/reply-ticket', { id, content: 'hijack' }, { token: bob });
    expectRefusal(reply, 404, 'NOT_FOUND');
    // Bob's attempts did not mark Alice's ticket read nor add a reply.
    const list = (await get(t, '/api/ticket/get-ticket', { token: alice })).json().data.list;
    expect(list.find((x: { id: string }) => x.id === id).user_read).toBe(false);
    const staffView = (await get(t, `/api/admin/tickets/${id}`, { token: support.token })).json().data;
    expect(staffView.replies.map((r: { content: string }) => r.content)).toEqual(['We are checking.']);

    // Without a session nothing is served, with a staff token only through the staff route.
    expect((await get(t, `/api/ticket/attachment/${attachmentId}`)).statusCode).toBe(401);
    expect((await get(t, `/api/ticket/attachment/${attachmentId}`, { token: support.token })).statusCode).toBe(401);
    expect((await get(t, `/api/admin/ticket-attachments/${attachmentId}`, { token: alice })).statusCode).toBe(401);
    expect((await get(t, `/api/admin/ticket-attachments/${attachmentId}`, { token: content.token })).statusCode).toBe(
      403,
    );
    expect((await get(t, `/api/admin/ticket-attachments/${attachmentId}`, { token: support.token })).statusCode).toBe(
      200,
    );
    expect((await get(t, `/api/ticket/attachment/${attachmentId}`, { token: alice })).statusCode).toBe(200);
  });

  it('staff reply → member unread → member reads → cleared; notes stay internal; all audited', async () => {
    const id = await openTicket(t, alice, { title: 'Flow', category: 'system', content: 'Help' });
    expect((await get(t, '/api/ticket/unread', { token: alice })).json().data.has_unread).toBe(false);

    const inbox = (await get(t, '/api/admin/tickets?filter=unread', { token: support.token })).json().data;
    expect(inbox.list.some((x: { id: string }) => x.id === id)).toBe(true);
    expect((await get(t, '/api/admin/tickets?filter=unassigned', { token: content.token })).statusCode).toBe(403);

    const note = await post(
      t,
      `/api/admin/tickets/${id}/reply`,
      {
        content: 'VIP, check ledger',
        is_internal: true,
      },
      { token: support.token },
    );
    expect(note.statusCode, note.body).toBe(200);
    expect((await get(t, '/api/ticket/unread', { token: alice })).json().data.has_unread).toBe(false);

    t.clock.advance(90_000);
    const reply = await post(
      t,
      `/api/admin/tickets/${id}/reply`,
      { content: 'Fixed, please check.' },
      { token: support.token },
    );
    expect(reply.json().data).toMatchObject({
      status: 'pending',
      first_response_seconds: 90,
      assigned_staff_username: 'support1',
    });
    expect((await get(t, '/api/ticket/unread', { token: alice })).json().data.has_unread).toBe(true);
    expect((await get(t, '/api/admin/tickets?filter=mine', { token: support.token })).json().data.list[0].id).toBe(id);

    const thread = (await get(t, `/api/ticket/read-ticket?id=${id}`, { token: alice })).json().data;
    expect(thread.replies.map((r: { author: string; content: string }) => [r.author, r.content])).toEqual([
      ['staff', 'Fixed, please check.'],
    ]);
    expect(JSON.stringify(thread)).not.toContain('VIP');
    expect((await get(t, '/api/ticket/unread', { token: alice })).json().data.has_unread).toBe(false);

    const memberReply = await post(
      t,
      '/api/ticket/reply-ticket',
      { id, content: 'Works now, thanks' },
      { token: alice },
    );
    expect(memberReply.json().data.status).toBe('open');
    const closed = await post(t, `/api/admin/tickets/${id}/status`, { status: 'closed' }, { token: support.token });
    expect(closed.json().data.status).toBe('closed');
    const late = await post(t, '/api/ticket/reply-ticket', { id, content: 'one more' }, { token: alice });
    expectRefusal(late, 409, 'TICKET_CLOSED');

    const assign = await post(t, `/api/admin/tickets/${id}/assign`, { staff_id: null }, { token: admin.token });
    expect(assign.json().data.assigned_staff_id).toBeNull();

    for (const action of ['ticket.note', 'ticket.reply', 'ticket.status', 'ticket.assign']) {
      const rows = await auditRows(t, action);
      expect(
        rows.some((r) => r.target_id === id),
        action,
      ).toBe(true);
    }
  });

  it('lets staff attach images to a reply (D21), which the member then fetches; bad files change nothing', async () => {
    const id = await openTicket(t, alice, { title: 'Screenshot please', category: 'system', content: 'Where?' });
    const reply = (parts: Part[]) => {
      const body = multipart(parts);
      return call(t, 'POST', `/api/admin/tickets/${id}/reply`, body.payload, {
        token: support.token,
        headers: body.headers,
      });
    };
    const refused = await reply([
      { name: 'content', value: 'Here it is' },
      { name: 'images', filename: 'shell.png', type: 'image/png', data: PHP },
    ]);
    expectRefusal(refused, 415, 'FILE_TYPE_NOT_ALLOWED');
    const tooMany = await reply([
      { name: 'content', value: 'Here it is' },
      ...[1, 2, 3, 4].map((n) => ({ name: 'images', filename: `${n}.png`, type: 'image/png', data: PNG })),
    ]);
    expectRefusal(tooMany, 413, 'TOO_MANY_FILES');
    const badFlag = await reply([
      { name: 'content', value: 'Here it is' },
      { name: 'is_internal', value: 'maybe' },
    ]);
    expectRefusal(badFlag, 400, 'VALIDATION_ERROR');
    expect(okData(await get(t, `/api/admin/tickets/${id}`, { token: support.token })).replies).toEqual([]);

    const sent = await reply([
      { name: 'content', value: 'Tap here, see the picture' },
      { name: 'status', value: 'resolved' },
      { name: 'images', filename: 'where.png', type: 'image/png', data: PNG },
    ]);
    expect(okData(sent)).toMatchObject({ status: 'resolved' });
    const note = await reply([
      { name: 'content', value: 'Internal: same as #12' },
      { name: 'is_internal', value: 'true' },
      { name: 'images', filename: 'ledger.jpg', type: 'image/jpeg', data: JPG },
    ]);
    const staffThread = okData(note);
    expect(
      staffThread.replies.map((r: { is_internal: boolean; attachments: unknown[] }) => [
        r.is_internal,
        r.attachments.length,
      ]),
    ).toEqual([
      [false, 1],
      [true, 1],
    ]);
    const staffImage = await get(t, staffThread.replies[1].attachments[0].url, { token: support.token });
    expect([staffImage.statusCode, staffImage.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const thread = okData(await get(t, `/api/ticket/read-ticket?id=${id}`, { token: alice }));
    expect(thread.replies).toHaveLength(1);
    expect(thread.replies[0].attachments.map((a: { mime: string }) => a.mime)).toEqual(['image/png']);
    const image = await get(t, thread.replies[0].attachments[0].url, { token: alice });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    // The internal note's picture stays with staff, like the note.
    const hidden = await get(
      t,
      staffThread.replies[1].attachments[0].url.replace('/api/admin/ticket-attachments/', '/api/ticket/attachment/'),
      { token: alice },
    );
    expect(hidden.statusCode).not.toBe(200);
  });

  it('keeps canned replies per language, audited', async () => {
    const created = await post(
      t,
      '/api/admin/canned-replies',
      {
        language: 'en',
        title: 'Deposit delay',
        content: 'Deposits can take up to 30 minutes.',
      },
      { token: support.token },
    );
    const cid = okData(created).id as string;
    await post(
      t,
      '/api/admin/canned-replies',
      {
        language: 'zh',
        title: '充值延迟',
        content: '充值最多需要 30 分钟。',
      },
      { token: support.token },
    );
    const en = (await get(t, '/api/admin/canned-replies?language=en', { token: support.token })).json().data;
    expect(en.map((c: { title: string }) => c.title)).toEqual(['Deposit delay']);
    const edited = await call(
      t,
      'PUT',
      `/api/admin/canned-replies/${cid}`,
      { language: 'en', title: 'Deposit delays', content: 'Up to 30 minutes.' },
      { token: support.token },
    );
    expect(edited.json().data.title).toBe('Deposit delays');
    const removed = await call(t, 'DELETE', `/api/admin/canned-replies/${cid}`, undefined, { token: support.token });
    expect(removed.statusCode).toBe(200);
    expect((await auditRows(t, 'canned_reply.delete')).length).toBe(1);
    expect((await get(t, '/api/admin/canned-replies', { token: content.token })).statusCode).toBe(403);
  });
});
