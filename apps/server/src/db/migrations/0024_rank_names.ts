import { type Kysely, sql } from 'kysely';

/**
 * Rank names in every language (audit D10, decision 017): `names` holds the operator's name per language
 * ({"zh": "青铜", ...}); a language without one reads `name_en`. The seeded ranks get theirs, where the
 * operator has not renamed them.
 */
const seededNames: Record<string, Record<string, string>> = {
  Member: {
    en: 'Member',
    zh: '会员',
    'zh-TW': '會員',
    th: 'สมาชิก',
    vi: 'Thành viên',
    ja: 'メンバー',
    ko: '회원',
    id: 'Anggota',
    ms: 'Ahli',
  },
  Bronze: {
    en: 'Bronze',
    zh: '青铜',
    'zh-TW': '青銅',
    th: 'บรอนซ์',
    vi: 'Đồng',
    ja: 'ブロンズ',
    ko: '브론즈',
    id: 'Perunggu',
    ms: 'Gangsa',
  },
  Silver: {
    en: 'Silver',
    zh: '白银',
    'zh-TW': '白銀',
    th: 'ซิลเวอร์',
    vi: 'Bạc',
    ja: 'シルバー',
    ko: '실버',
    id: 'Perak',
    ms: 'Perak',
  },
  Gold: {
    en: 'Gold',
    zh: '黄金',
    'zh-TW': '黃金',
    th: 'โกลด์',
    vi: 'Vàng',
    ja: 'ゴールド',
    ko: '골드',
    id: 'Emas',
    ms: 'Emas',
  },
  Platinum: {
    en: 'Platinum',
    zh: '铂金',
    'zh-TW': '鉑金',
    th: 'แพลทินัม',
    vi: 'Bạch kim',
    ja: 'プラチナ',
    ko: '플래티넘',
    id: 'Platinum',
    ms: 'Platinum',
  },
  Diamond: {
    en: 'Diamond',
    zh: '钻石',
    'zh-TW': '鑽石',
    th: 'ไดมอนด์',
    vi: 'Kim cương',
    ja: 'ダイヤモンド',
    ko: '다이아몬드',
    id: 'Berlian',
    ms: 'Berlian',
  },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table team_ranks add column names jsonb not null default '{}'::jsonb`.execute(db);
  for (const [nameEn, names] of Object.entries(seededNames))
    await sql`update team_ranks set names = ${JSON.stringify(names)}::jsonb where name_en = ${nameEn}`.execute(db);
}
