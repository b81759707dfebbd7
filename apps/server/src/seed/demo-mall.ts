import { type Language, type Mall, MICRO_PER_UNIT } from '@tandem/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps';

/**
 * A stocked demo mall: three categories and a few products in each mall (the shop in USDT, the voucher
 * mall in voucher points), named in the nine languages, with sizes and stock. No pictures: the pages
 * show their placeholder. Runs once (skipped when any category exists).
 */

type Names = Record<Language, string>;

interface DemoProduct {
  mall: Mall;
  category: number;
  priceUnits: bigint;
  shippingUnits: bigint;
  pickupAllowed: boolean;
  title: Names;
  description: Names;
  variants: Array<{ label: string; stock: number; priceUnits?: bigint }>;
}

const categories: Names[] = [
  {
    en: 'Tea & coffee',
    zh: '茶与咖啡',
    'zh-TW': '茶與咖啡',
    th: 'ชาและกาแฟ',
    vi: 'Trà & cà phê',
    ja: 'お茶とコーヒー',
    ko: '차와 커피',
    id: 'Teh & kopi',
    ms: 'Teh & kopi',
  },
  {
    en: 'Home',
    zh: '家居',
    'zh-TW': '家居',
    th: 'ของใช้ในบ้าน',
    vi: 'Gia dụng',
    ja: 'ホーム',
    ko: '홈',
    id: 'Rumah',
    ms: 'Rumah',
  },
  {
    en: 'Gifts',
    zh: '礼品',
    'zh-TW': '禮品',
    th: 'ของขวัญ',
    vi: 'Quà tặng',
    ja: 'ギフト',
    ko: '선물',
    id: 'Hadiah',
    ms: 'Hadiah',
  },
];

const products: DemoProduct[] = [
  {
    mall: 'shop',
    category: 0,
    priceUnits: 18n,
    shippingUnits: 3n,
    pickupAllowed: true,
    title: {
      en: 'Oolong tea',
      zh: '乌龙茶',
      'zh-TW': '烏龍茶',
      th: 'ชาอูหลง',
      vi: 'Trà ô long',
      ja: '烏龍茶',
      ko: '우롱차',
      id: 'Teh oolong',
      ms: 'Teh oolong',
    },
    description: {
      en: 'Loose-leaf oolong from the highlands, lightly roasted.',
      zh: '高山散装乌龙茶，轻度烘焙。',
      'zh-TW': '高山散裝烏龍茶，輕度烘焙。',
      th: 'ชาอูหลงใบหลวมจากที่สูง คั่วอ่อน',
      vi: 'Trà ô long lá rời từ vùng cao, rang nhẹ.',
      ja: '高地で育った茶葉の烏龍茶、浅煎り。',
      ko: '고산지대에서 자란 잎차 우롱차, 약하게 볶음.',
      id: 'Teh oolong daun lepas dari dataran tinggi, disangrai ringan.',
      ms: 'Teh oolong daun longgar dari tanah tinggi, dipanggang ringan.',
    },
    variants: [
      { label: '100 g', stock: 40 },
      { label: '250 g', stock: 15, priceUnits: 40n },
    ],
  },
  {
    mall: 'shop',
    category: 1,
    priceUnits: 25n,
    shippingUnits: 5n,
    pickupAllowed: false,
    title: {
      en: 'Ceramic mug',
      zh: '陶瓷马克杯',
      'zh-TW': '陶瓷馬克杯',
      th: 'แก้วเซรามิก',
      vi: 'Cốc gốm',
      ja: '陶器のマグカップ',
      ko: '세라믹 머그컵',
      id: 'Mug keramik',
      ms: 'Mug seramik',
    },
    description: {
      en: 'A hand-glazed mug that holds 350 ml.',
      zh: '手工上釉马克杯，容量 350 毫升。',
      'zh-TW': '手工上釉馬克杯，容量 350 毫升。',
      th: 'แก้วเคลือบด้วยมือ จุ 350 มล.',
      vi: 'Cốc tráng men thủ công, dung tích 350 ml.',
      ja: '手作業で釉薬をかけたマグカップ、容量 350 ml。',
      ko: '손으로 유약을 바른 350ml 머그컵.',
      id: 'Mug berglasir tangan berkapasitas 350 ml.',
      ms: 'Mug bersalut tangan yang memuatkan 350 ml.',
    },
    variants: [
      { label: 'White', stock: 20 },
      { label: 'Blue', stock: 12 },
    ],
  },
  {
    mall: 'shop',
    category: 2,
    priceUnits: 60n,
    shippingUnits: 0n,
    pickupAllowed: true,
    title: {
      en: 'Tea gift box',
      zh: '茶叶礼盒',
      'zh-TW': '茶葉禮盒',
      th: 'กล่องของขวัญชา',
      vi: 'Hộp quà trà',
      ja: 'お茶のギフトボックス',
      ko: '차 선물 세트',
      id: 'Kotak hadiah teh',
      ms: 'Kotak hadiah teh',
    },
    description: {
      en: 'Three teas in a gift box, shipped free.',
      zh: '三款茶叶礼盒装，包邮。',
      'zh-TW': '三款茶葉禮盒裝，免運費。',
      th: 'ชาสามชนิดในกล่องของขวัญ ส่งฟรี',
      vi: 'Ba loại trà trong hộp quà, miễn phí vận chuyển.',
      ja: '3 種類のお茶のギフトボックス、送料無料。',
      ko: '세 가지 차가 든 선물 상자, 무료 배송.',
      id: 'Tiga jenis teh dalam kotak hadiah, gratis ongkir.',
      ms: 'Tiga jenis teh dalam kotak hadiah, penghantaran percuma.',
    },
    variants: [{ label: 'Standard', stock: 10 }],
  },
  {
    mall: 'voucher',
    category: 0,
    priceUnits: 30n,
    shippingUnits: 0n,
    pickupAllowed: true,
    title: {
      en: 'Drip coffee bags',
      zh: '挂耳咖啡',
      'zh-TW': '掛耳咖啡',
      th: 'กาแฟดริปแบบซอง',
      vi: 'Cà phê túi lọc',
      ja: 'ドリップバッグコーヒー',
      ko: '드립백 커피',
      id: 'Kopi tetes kantong',
      ms: 'Kopi titis uncang',
    },
    description: {
      en: 'Ten single-cup drip bags, medium roast.',
      zh: '十包单杯挂耳咖啡，中度烘焙。',
      'zh-TW': '十包單杯掛耳咖啡，中度烘焙。',
      th: 'กาแฟดริปสิบซองสำหรับหนึ่งแก้ว คั่วกลาง',
      vi: 'Mười túi lọc pha một cốc, rang vừa.',
      ja: '1 杯用ドリップバッグ 10 袋、中煎り。',
      ko: '한 잔용 드립백 10개, 미디엄 로스트.',
      id: 'Sepuluh kantong tetes untuk satu cangkir, sangrai sedang.',
      ms: 'Sepuluh uncang titis untuk secawan, panggang sederhana.',
    },
    variants: [{ label: '10 bags', stock: 50 }],
  },
  {
    mall: 'voucher',
    category: 1,
    priceUnits: 45n,
    shippingUnits: 0n,
    pickupAllowed: false,
    title: {
      en: 'Cotton tote bag',
      zh: '棉质托特包',
      'zh-TW': '棉質托特包',
      th: 'กระเป๋าผ้าฝ้าย',
      vi: 'Túi vải cotton',
      ja: 'コットントートバッグ',
      ko: '면 토트백',
      id: 'Tas tote katun',
      ms: 'Beg tote kapas',
    },
    description: {
      en: 'A sturdy cotton tote for daily errands.',
      zh: '结实耐用的棉质托特包，适合日常出行。',
      'zh-TW': '結實耐用的棉質托特包，適合日常出行。',
      th: 'กระเป๋าผ้าฝ้ายทนทานสำหรับใช้ทุกวัน',
      vi: 'Túi vải cotton chắc chắn cho việc hằng ngày.',
      ja: '毎日の用事に使える丈夫なコットントート。',
      ko: '일상용으로 튼튼한 면 토트백.',
      id: 'Tas tote katun kuat untuk keperluan sehari-hari.',
      ms: 'Beg tote kapas yang kukuh untuk urusan harian.',
    },
    variants: [
      { label: 'Natural', stock: 25 },
      { label: 'Black', stock: 25 },
    ],
  },
  {
    mall: 'voucher',
    category: 2,
    priceUnits: 100n,
    shippingUnits: 0n,
    pickupAllowed: true,
    title: {
      en: 'Greeting card set',
      zh: '贺卡套装',
      'zh-TW': '賀卡套裝',
      th: 'ชุดการ์ดอวยพร',
      vi: 'Bộ thiệp chúc mừng',
      ja: 'グリーティングカードセット',
      ko: '축하 카드 세트',
      id: 'Set kartu ucapan',
      ms: 'Set kad ucapan',
    },
    description: {
      en: 'Eight illustrated cards with envelopes.',
      zh: '八张插画贺卡，附信封。',
      'zh-TW': '八張插畫賀卡，附信封。',
      th: 'การ์ดภาพประกอบแปดใบพร้อมซอง',
      vi: 'Tám tấm thiệp minh họa kèm phong bì.',
      ja: 'イラスト入りカード 8 枚、封筒付き。',
      ko: '봉투가 포함된 일러스트 카드 8장.',
      id: 'Delapan kartu bergambar beserta amplop.',
      ms: 'Lapan kad berilustrasi bersama sampul.',
    },
    variants: [{ label: '8 cards', stock: 30 }],
  },
];

export async function seedDemoMall(deps: Deps, log: FastifyBaseLogger) {
  const { db } = deps;
  if (await db.selectFrom('mall_categories').select('id').limit(1).executeTakeFirst()) return;
  const categoryIds: bigint[] = [];
  for (const [sort, names] of categories.entries()) {
    const row = await db
      .insertInto('mall_categories')
      .values({ names: JSON.stringify(names), sort: categories.length - sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }
  for (const product of products) {
    const row = await db
      .insertInto('mall_products')
      .values({
        mall: product.mall,
        store_id: null,
        category_id: categoryIds[product.category]!,
        price_micro: product.priceUnits * MICRO_PER_UNIT,
        shipping_fee_micro: product.shippingUnits * MICRO_PER_UNIT,
        pickup_allowed: product.pickupAllowed,
        created_by_staff_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const languagesOf = Object.keys(product.title) as Language[];
    await db
      .insertInto('mall_product_texts')
      .values(
        languagesOf.map((language) => ({
          product_id: row.id,
          language,
          title: product.title[language],
          description: product.description[language],
        })),
      )
      .execute();
    await db
      .insertInto('mall_variants')
      .values(
        product.variants.map((v, sort) => ({
          product_id: row.id,
          label: v.label,
          stock: v.stock,
          price_micro: v.priceUnits === undefined ? null : v.priceUnits * MICRO_PER_UNIT,
          sort,
        })),
      )
      .execute();
  }
  log.info(
    `Demo data: ${categories.length} mall categories and ${products.length} products in the shop and the voucher mall`,
  );
}
