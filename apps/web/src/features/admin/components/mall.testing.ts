import type { AdminProduct } from '@tandem/contracts';
import type { Namespace } from '@/lib/i18n';
import { loadEnglish } from '@/test/render';

/**
 * The mall screens' test setup: the English dictionaries, and a stand-in for the page's font set,
 * which Mantine's autosizing textarea (reasons, answers, descriptions) listens to and jsdom lacks.
 */
export async function setUpMallScreens(namespaces: Namespace[] = []) {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
  await loadEnglish(['admin', 'admin-mall', ...namespaces]);
}

/** A saved voucher-mall product as the staff's product calls answer it: the editor tests' fixture. */
export const savedProduct: AdminProduct = {
  id: '12',
  mall: 'voucher',
  store_id: null,
  category_id: null,
  product_type: 'goods',
  title: 'Mug',
  price: '30.000000',
  shipping_fee: '2.500000',
  pickup_allowed: true,
  status: 'active',
  sort: 3,
  stock: 9,
  image_url: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  texts: { en: { title: 'Mug', description: 'White' }, zh: { title: '杯子', description: '' } },
  images: [],
  variants: [{ id: '5', label: 'Default', price: null, stock: 9, status: 'active', sort: 0 }],
  is_ordered: false,
};
