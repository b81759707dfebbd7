import type { NotificationItem } from '@tandem/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/notifications.json';
import ja from '@/locales/ja/notifications.json';
import { notificationTarget, notificationText } from './notification-text';

function translator(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { en: { notifications: en }, ja: { notifications: ja } },
    defaultNS: 'notifications',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.getFixedT(language, 'notifications');
}

const item = (kind: NotificationItem['kind'], params: Record<string, string>): NotificationItem => ({
  id: '1',
  kind,
  params,
  read: false,
  created_at: '2026-11-22T00:00:00.000Z',
});

describe('notification texts', () => {
  it('translates a KYC reason key and keeps the staff note', () => {
    const text = notificationText(
      item('kyc_rejected', { reason: 'blurry_image', note: 'retake outdoors' }),
      translator('en'),
      'en',
    );
    expect(text).toEqual({
      title: 'Identity verification not approved',
      body: 'Reason: the document photo is blurry (note: retake outdoors). Please submit your document again.',
    });
  });

  it('shows the amount with two places and grouping in the reader’s language (D6)', () => {
    const text = notificationText(
      item('deposit_approved', { deposit_id: '3', amount: '1234.500000' }),
      translator('ja'),
      'ja',
    );
    expect(text.title).toBe('入金が反映されました');
    expect(text.body).toBe('1,234.50 USDT の入金がウォレットに反映されました。');
  });

  it('links each kind to the page it is about', () => {
    expect(notificationTarget(item('ticket_reply', { ticket_id: '42', title: 'x' }))).toBe('/web/ticketDetail?id=42');
    expect(notificationTarget(item('kyc_approved', {}))).toBe('/web/kyc');
    expect(
      notificationTarget(item('chain_deposit_credited', { chain_deposit_id: '7', tx_hash: '0x1', amount: '5' })),
    ).toBe('/web/transaction/deposit');
    expect(notificationTarget(item('announcement', { news_id: '5', title: 'x' }))).toBe('/web/system/announcement');
  });
});
