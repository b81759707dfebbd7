import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { call, expectRefusal, get, okData, fieldErrors } from '../../test/http';
import { insertMember, insertMemberSession } from '../../test/factories';
import { jpeg, makeJpeg, makePng, png, readStored, storedFiles, withTextChunk } from '../../lib/uploads.testing';
import { submitKyc } from './kyc.testing';

/**
 * The member's side of KYC through the real API on a real database: what an upload must be to be
 * kept, what is stored (re-encoded, metadata gone), when a submission is refused, and that nobody
 * but the owner reaches the images.
 */
describe('member KYC submission', () => {
  const t = useTestApp();
  let frontPng: Buffer;
  let rearJpeg: Buffer;

  beforeAll(async () => {
    frontPng = await makePng();
    rearJpeg = await makeJpeg();
  });

  async function newMember(values: { fullname?: string | null } = {}) {
    const id = await insertMember(t, { fullname: values.fullname === undefined ? 'Test Person' : values.fullname });
    return { id, token: await insertMemberSession(t, id) };
  }
  const idCard = { type: 'id_card', identity_number: 's1234-567a' };

  it('takes an identity card, stores both images privately and shows pending everywhere', async () => {
    const m = await newMember();
    const before = (await storedFiles(t)).length;
    const res = await submitKyc(t, m.token, idCard, [png('front', frontPng), jpeg('rear', rearJpeg)]);
    const data = okData(res);
    expect(data.status).toBe('pending');
    expect(data.can_submit).toBe(false);
    expect(data.submissions).toHaveLength(1);
    expect(data.submissions[0]).toMatchObject({
      type: 'id_card',
      identity_number_masked: '*****567A',
      has_rear: true,
      status: 'pending',
      reject_reason: null,
    });
    expect((await storedFiles(t)).length).toBe(before + 2);

    const info = (await get(t, '/api/member/get-member-info', { token: m.token })).json().data;
    expect(info.check_kyc).toEqual({ status: 'pending', can_withdraw: 'pending' });

    const own = await get(t, `/api/member/kyc-image/${data.submissions[0].id}/rear`, { token: m.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(own.rawPayload).metadata()).width).toBe(64);
  });

  it('refuses a second submission while one is pending, and stores nothing for it', async () => {
    const m = await newMember();
    expect((await submitKyc(t, m.token, idCard, [png('front', frontPng), png('rear', frontPng)])).statusCode).toBe(200);
    const before = (await storedFiles(t)).length;
    const again = await submitKyc(t, m.token, idCard, [png('front', frontPng), png('rear', frontPng)]);
    expectRefusal(again, 409, 'KYC_PENDING');
    expect((await storedFiles(t)).length).toBe(before);
  });

  it('takes only one of two submissions sent at the same moment', async () => {
    const m = await newMember();
    const before = (await storedFiles(t)).length;
    const results = await Promise.all([
      submitKyc(t, m.token, idCard, [png('front', frontPng), png('rear', frontPng)]),
      submitKyc(t, m.token, idCard, [png('front', frontPng), png('rear', frontPng)]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('KYC_PENDING');
    const rows = await t.db.selectFrom('kyc_submissions').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    // The refused one's files were removed again.
    expect((await storedFiles(t)).length).toBe(before + 2);
  });

  it('re-encodes a PNG carrying a script in a tEXt chunk: the stored file has no trace of it', async () => {
    const m = await newMember();
    const script = '<?php system($_GET["c"]); ?>';
    const tainted = withTextChunk(frontPng, 'Comment', script);
    expect(tainted.includes(script)).toBe(true);
    expect((await sharp(tainted).metadata()).format).toBe('png'); // still a valid PNG going in
    const before = new Set(await storedFiles(t));
    const res = await submitKyc(t, m.token, { type: 'passport', identity_number: 'E1234567' }, [
      png('front', tainted, 'passport.png'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const added = (await storedFiles(t)).filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.png$/);
    const stored = await readStored(t, added[0]!);
    expect(stored.includes(script)).toBe(false);
    expect(stored.includes('php')).toBe(false);
    expect(stored.includes('tEXt')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 40]);
  });

  it('re-encodes a JPEG, dropping its EXIF text', async () => {
    const m = await newMember();
    const marker = 'secret-gps-and-script-marker';
    const tagged = await makeJpeg(80, 60, marker);
    expect(tagged.includes(marker)).toBe(true);
    const before = new Set(await storedFiles(t));
    const res = await submitKyc(t, m.token, { type: 'passport', identity_number: 'K7654321' }, [jpeg('front', tagged)]);
    expect(res.statusCode, res.body).toBe(200);
    const added = (await storedFiles(t)).filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const stored = await readStored(t, added[0]!);
    expect(stored.includes(marker)).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('refuses a PHP file renamed .png, an SVG, and a truncated image, by their content', async () => {
    const m = await newMember();
    const before = (await storedFiles(t)).length;
    const php = Buffer.from('<?php echo shell_exec($_GET["cmd"]); ?>\n');
    const asPng = await submitKyc(t, m.token, idCard, [png('front', php, 'id.png'), png('rear', frontPng)]);
    expectRefusal(asPng, 415, 'FILE_TYPE_NOT_ALLOWED');

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const asSvg = await submitKyc(t, m.token, idCard, [
      { name: 'front', filename: 'id.svg', contentType: 'image/svg+xml', content: svg },
      png('rear', frontPng),
    ]);
    expectRefusal(asSvg, 415, 'FILE_TYPE_NOT_ALLOWED');

    // Starts like a PNG (signature and IHDR pass the magic-byte check) but stops half way.
    const bigger = await makePng(400, 300);
    const truncated = bigger.subarray(0, Math.floor(bigger.length / 2));
    const cut = await submitKyc(t, m.token, idCard, [png('front', truncated), png('rear', frontPng)]);
    expectRefusal(cut, 422, 'IMAGE_UNREADABLE');

    const cutJpeg = rearJpeg.subarray(0, Math.floor(rearJpeg.length * 0.6));
    const cut2 = await submitKyc(t, m.token, idCard, [png('front', frontPng), jpeg('rear', cutJpeg)]);
    expect(cut2.json().message).toBe('IMAGE_UNREADABLE');

    expect((await storedFiles(t)).length).toBe(before);
    const overview = (await get(t, '/api/member/get-kyc', { token: m.token })).json().data;
    expect(overview).toEqual({ status: 'none', can_submit: true, submissions: [] });
  });

  it('refuses an image over 10 MB', async () => {
    const m = await newMember();
    // A real PNG start, padded to 10.1 MB: the size limit is checked while the file streams in.
    const huge = Buffer.concat([frontPng, Buffer.alloc(Math.ceil(10.1 * 1024 * 1024) - frontPng.length)]);
    const res = await submitKyc(t, m.token, idCard, [png('front', huge), png('rear', frontPng)]);
    expectRefusal(res, 413, 'FILE_TOO_LARGE');
    // Exactly 10 MB is still within the limit (it then fails to decode, which is a different answer).
    const atLimit = Buffer.concat([frontPng, Buffer.alloc(10 * 1024 * 1024 - frontPng.length)]);
    const ok = await submitKyc(t, m.token, idCard, [png('front', atLimit), png('rear', frontPng)]);
    expect(ok.json().message).not.toBe('FILE_TOO_LARGE');
  });

  it('names the missing or wrong fields', async () => {
    const m = await newMember();
    const noFront = await submitKyc(t, m.token, idCard, [png('rear', frontPng)]);
    expect(fieldErrors(noFront)).toEqual({ front: 'required' });

    const noRear = await submitKyc(t, m.token, idCard, [png('front', frontPng)]);
    expect(noRear.json().data.fields).toEqual({ rear: 'required' });

    const bad = await submitKyc(t, m.token, { type: 'driving_licence', identity_number: '#!' }, [
      png('front', frontPng),
    ]);
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(['identity_number', 'type']);

    const extra = await submitKyc(t, m.token, idCard, [
      png('front', frontPng),
      png('rear', frontPng),
      png('selfie', frontPng),
    ]);
    expect(extra.json().data.fields).toEqual({ selfie: 'invalid' });

    const passportWithRear = await submitKyc(t, m.token, { type: 'passport', identity_number: 'E1234567' }, [
      png('front', frontPng),
      png('rear', frontPng),
    ]);
    expect(passportWithRear.json().data.fields).toEqual({ rear: 'invalid' });

    const json = await call(t, 'POST', '/api/member/UserKyc', idCard, { token: m.token });
    expect(json.statusCode).toBe(415);
  });

  it('needs a full name on the profile first', async () => {
    const m = await newMember({ fullname: null });
    const res = await submitKyc(t, m.token, idCard, [png('front', frontPng), png('rear', frontPng)]);
    expectRefusal(res, 422, 'KYC_FULLNAME_REQUIRED');
  });

  it('never shows one member the images or submissions of another, nor anyone without a session', async () => {
    const a = await newMember();
    const b = await newMember();
    const res = await submitKyc(t, a.token, idCard, [png('front', frontPng), png('rear', frontPng)]);
    const id = res.json().data.submissions[0].id as string;

    expect((await get(t, `/api/member/kyc-image/${id}/front`, { token: a.token })).statusCode).toBe(200);
    for (const side of ['front', 'rear']) {
      const asB = await get(t, `/api/member/kyc-image/${id}/${side}`, { token: b.token });
      expectRefusal(asB, 404, 'NOT_FOUND');
      const anonymous = await get(t, `/api/member/kyc-image/${id}/${side}`);
      expect(anonymous.statusCode).toBe(401);
    }
    // Guessing around the id finds nothing either.
    for (const guess of [1, 2, 3, Number(id) - 1, Number(id) + 1]) {
      if (String(guess) === id || guess < 1) continue;
      expect((await get(t, `/api/member/kyc-image/${guess}/front`, { token: b.token })).statusCode).toBe(404);
    }
    expect((await get(t, `/api/member/kyc-image/../../etc/passwd`, { token: a.token })).statusCode).toBe(404);
    expect((await get(t, `/api/member/kyc-image/${id}/back`, { token: a.token })).statusCode).toBe(400);
    expect((await get(t, '/api/member/get-kyc', { token: b.token })).json().data.submissions).toEqual([]);
    expect((await get(t, '/api/member/get-kyc')).statusCode).toBe(401);
    expect((await submitKyc(t, null, idCard, [png('front', frontPng), png('rear', frontPng)])).statusCode).toBe(401);

    // The files are not under any public path of the web server either.
    const [stored] = await storedFiles(t);
    expect((await get(t, `/files/${stored}`)).statusCode).toBe(404);
    expect((await get(t, `/api/files/${stored}`)).statusCode).toBe(404);
  });
});
