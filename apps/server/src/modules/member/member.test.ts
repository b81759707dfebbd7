import { paths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { expectRefusal, get, post } from '../../test/http';
import { createLoggedInMember, createMember, loginToken, uniqueIdentity } from '../../test/factories';
import { insertNewsItems } from '../news/news.testing';

const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('member profile and home page', () => {
  const t = useTestApp();

  describe('get-member-info', () => {
    it('answers the MemberInfo shape with zero balances until the ledger exists', async () => {
      const sponsor = await createMember(t);
      const member = await createLoggedInMember(t, {
        sponsorId: sponsor.id,
        fullname: 'Ana Lim',
        kycStatus: 'pending',
        language: 'ko',
      });
      const res = await get(t, paths.member.getMemberInfo, { token: member.token });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({
        id: String(member.id),
        username: member.username,
        email: member.email,
        address: null,
        password2: null,
        point1: '0.000000',
        point2: '0.000000',
        point3: '0.000000',
        point4: '0.000000',
        point5: '0.000000',
        invest: '0.000000',
        rank: { id: 0, rank_name_en: 'Member', rank_name: '회원' },
        fullname: 'Ana Lim',
        nickname: null,
        mobile: null,
        language: 'ko',
        country: expect.objectContaining({ id: 194, name_en: 'Singapore', iso: 'SG', short_form: 'SGP' }),
        check_kyc: { status: 'pending', can_withdraw: 'pending' },
        role_info: { name: 'user' },
        sponsor_username: sponsor.username,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        needs_username: false,
        activated: false,
        activated_at: null,
      });
      expect(data.country.buy_rate).toMatch(/^\d+\.\d{6}$/);
    });

    it('masks a set secondary password and flags a wallet username', async () => {
      const member = await createLoggedInMember(t, {
        username: WALLET.toLowerCase(),
        walletAddress: WALLET,
        secPassword: 'Second789',
      });
      const data = (await get(t, paths.member.getMemberInfo, { token: member.token })).json().data;
      expect(data.password2).toBe('******');
      expect(data.address).toBe(WALLET);
      expect(data.needs_username).toBe(true);
      expect(JSON.stringify(data)).not.toContain('argon2');
    });

    it('shows approved KYC as can_withdraw approved', async () => {
      const member = await createLoggedInMember(t, { kycStatus: 'approved' });
      const data = (await get(t, paths.member.getMemberInfo, { token: member.token })).json().data;
      expect(data.check_kyc).toEqual({ status: 'approved', can_withdraw: 'approved' });
    });
  });

  describe('update-member-info', () => {
    it('updates any subset of the fields and answers the new MemberInfo', async () => {
      const member = await createLoggedInMember(t);
      const res = await post(
        t,
        paths.member.updateMemberInfo,
        { fullname: '  Tan Ah Kow ', nickname: 'Kow', mobile: '6581234567', language: 'ms' },
        { token: member.token },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        fullname: 'Tan Ah Kow',
        nickname: 'Kow',
        mobile: '6581234567',
        language: 'ms',
      });
      const cleared = await post(t, paths.member.updateMemberInfo, { nickname: '' }, { token: member.token });
      expect(cleared.json().data).toMatchObject({ nickname: null, fullname: 'Tan Ah Kow' });
    });

    it('refuses an unknown country and bad fields', async () => {
      const member = await createLoggedInMember(t);
      const country = await post(t, paths.member.updateMemberInfo, { country_id: 99999 }, { token: member.token });
      expect(country.statusCode).toBe(400);
      expect(country.json()).toMatchObject({
        message: 'VALIDATION_ERROR',
        data: { fields: { country_id: 'invalid' } },
      });
      const cases: Array<[unknown, Record<string, string>]> = [
        [{ mobile: '12ab' }, { mobile: 'digitsOnly' }],
        [{ language: 'fr' }, { language: 'invalid' }],
        [{ fullname: 'x'.repeat(101) }, { fullname: 'tooLong' }],
        [{ fullname: '' }, { fullname: 'required' }],
        [{}, { _: 'required' }],
      ];
      for (const [body, fields] of cases) {
        const res = await post(t, paths.member.updateMemberInfo, body, { token: member.token });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json(), JSON.stringify(body)).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields } });
      }
    });

    it('locks the full name once KYC is pending or approved', async () => {
      const member = await createLoggedInMember(t, { fullname: 'Real Name', kycStatus: 'approved' });
      const change = await post(
        t,
        paths.member.updateMemberInfo,
        { fullname: 'Someone Else' },
        { token: member.token },
      );
      expect(change.statusCode).toBe(403);
      expect(change.json()).toMatchObject({ message: 'NO_PERMISSION', data: { fields: { fullname: 'invalid' } } });
      const same = await post(
        t,
        paths.member.updateMemberInfo,
        { fullname: 'Real Name', nickname: 'RN' },
        { token: member.token },
      );
      expect(same.statusCode).toBe(200);
      expect(same.json().data.fullname).toBe('Real Name');
    });
  });

  describe('bindUsername', () => {
    it('replaces the wallet address username once', async () => {
      const wallet = '0x2222222222222222222222222222222222222AbC';
      const member = await createLoggedInMember(t, { username: wallet, walletAddress: wallet.toLowerCase() });
      const { username } = uniqueIdentity('bound');
      const res = await post(t, paths.member.bindUsername, { username }, { token: member.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ username, needs_username: false, address: wallet.toLowerCase() });
      expect((await loginToken(t, username)).length).toBeGreaterThan(0);
      const again = await post(
        t,
        paths.member.bindUsername,
        { username: uniqueIdentity('bound').username },
        { token: member.token },
      );
      expectRefusal(again, 409, 'USERNAME_ALREADY_BOUND');
    });

    it('is refused for an account that never had a wallet username', async () => {
      const member = await createLoggedInMember(t);
      const res = await post(
        t,
        paths.member.bindUsername,
        { username: uniqueIdentity().username },
        { token: member.token },
      );
      expectRefusal(res, 409, 'USERNAME_ALREADY_BOUND');
    });

    it('applies the sign-up username rules and uniqueness', async () => {
      const wallet = '0x1111111111111111111111111111111111111111';
      const member = await createLoggedInMember(t, { username: wallet, walletAddress: wallet });
      const taken = await createMember(t);
      const conflict = await post(
        t,
        paths.member.bindUsername,
        { username: taken.username.toUpperCase() },
        { token: member.token },
      );
      expectRefusal(conflict, 409, 'MEMBER_EXITS');
      const chinese = await post(t, paths.member.bindUsername, { username: '中文名字abc' }, { token: member.token });
      expectRefusal(chinese, 400, 'NO_CHINESE');
      const short = await post(t, paths.member.bindUsername, { username: 'ab1' }, { token: member.token });
      expect(short.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { username: 'tooShort' } } });
      const info = (await get(t, paths.member.getMemberInfo, { token: member.token })).json().data;
      expect(info.username).toBe(wallet);
    });
  });

  describe('home-page', () => {
    it('counts direct members and the whole sponsor tree', async () => {
      const top = await createLoggedInMember(t);
      const a = await createMember(t, { sponsorId: top.id });
      const b = await createMember(t, { sponsorId: top.id });
      const a1 = await createMember(t, { sponsorId: a.id });
      await createMember(t, { sponsorId: a1.id });
      await createMember(t, { sponsorId: b.id });
      const res = await get(t, paths.member.homePage, { token: top.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        username: top.username,
        total_assets: '0.000000',
        invest: '0.000000',
        claimable_profit: '0.000000',
        direct_count: 2,
        team_size: 5,
      });
      const leafToken = await loginToken(t, b.username);
      expect((await get(t, paths.member.homePage, { token: leafToken })).json().data).toMatchObject({
        direct_count: 1,
        team_size: 1,
      });
    });

    it("shows the newest three published type-1 news, each in the member's language", async () => {
      const member = await createLoggedInMember(t, { language: 'id' });
      const now = t.clock.now().getTime();
      const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
      await insertNewsItems(t.db, [
        { language: 'id', title: 'Lama', description: 'd', publish_at: at(50) },
        { language: 'id', title: 'Ketiga', description: 'd', publish_at: at(30), image_path: 'news/3.png' },
        { language: 'id', title: 'Kedua', description: 'd', publish_at: at(20) },
        {
          language: 'zh',
          title: '第一',
          description: 'd',
          publish_at: at(10),
          more: [{ language: 'id', title: 'Pertama', description: 'd' }],
        },
        { language: 'id', title: 'Draf', description: 'd', publish_at: at(5), status: 'draft' },
        { language: 'id', title: 'Nanti', description: 'd', publish_at: at(-60) },
        { language: 'id', title: 'Pengumuman', description: 'd', publish_at: at(1), news_type: 2 },
      ]);
      const news = (await get(t, paths.member.homePage, { token: member.token })).json().data.news;
      expect(news.map((n: { title: string }) => n.title)).toEqual(['Pertama', 'Kedua', 'Ketiga']);
      expect(news[2]).toEqual({
        id: expect.any(String),
        title: 'Ketiga',
        description: 'd',
        // The stored path never leaves the server; the public image route does (modules/news).
        public_path: expect.stringMatching(/^\/api\/news\/image\/\d+\?v=\d+$/),
        updated_at: expect.any(String),
      });
    });
  });
});
