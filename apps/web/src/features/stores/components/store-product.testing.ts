import type { AdminProduct } from '@tandem/contracts';

/** One of the store's products as the store's calls answer it: the component tests' fixture. */
export const storeProduct: AdminProduct = {
  id: '41',
  mall: 'shop',
  store_id: '7',
  category_id: null,
  product_type: 'goods',
  title: 'Oolong tea',
  price: '25.000000',
  shipping_fee: '3.000000',
  image_url: null,
  pickup_allowed: true,
  status: 'active',
  sort: 2,
  stock: 4,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  texts: { en: { title: 'Oolong tea', description: '100 g' }, zh: { title: '乌龙茶', description: '100 克' } },
  images: [],
  variants: [{ id: '90', label: 'Default', price: null, stock: 4, status: 'active', sort: 0 }],
  is_ordered: false,
};
