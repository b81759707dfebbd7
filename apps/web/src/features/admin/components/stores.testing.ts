import type { AdminStore } from '@tandem/contracts';

/** A store application as the staff API answers it, waiting for a decision. */
export const storeApplication: AdminStore = {
  id: '5',
  shop_name: 'Lucky Tea',
  category: 'Drinks',
  business_code: 'BR-2291',
  latitude: 3.139,
  longitude: 101.6869,
  status: 'pending',
  reason: null,
  created_at: '2026-11-25T10:00:00.000Z',
  decided_at: null,
  member_id: '7',
  member_username: 'alice',
  decided_by: null,
};
