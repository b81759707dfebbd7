import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PageQuery, PagedList } from '@/components/paged-list';
import { pagedRecordList } from '@/components/paged-record-list';
import { RecordCard, type RecordCardProps } from '@/components/record-card';

/** How one wallet record reads as a card, in the wallet's words and the reader's language. */
export type WalletCard<T> = (record: T, words: { t: TFunction; lng: string }) => RecordCardProps;

/** The list's test ids: `<list>-list`/`<list>-empty` for the list, `item` on every card. */
export interface WalletListTestIds {
  list: string;
  item: string;
}

/**
 * One page of a wallet record list (deposits, withdrawals, transfers, on-chain deposits, the wallet
 * statement). They all say the same when empty and draw each record as a RecordCard; a list brings
 * only its query, its test ids and how one record reads.
 */
export function WalletRecordCards<T extends { id: string | number }>({
  query,
  testIds,
  onPageChange,
  card,
}: {
  query: PageQuery<T>;
  testIds: WalletListTestIds;
  onPageChange: (page: number) => void;
  card: WalletCard<T>;
}) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <PagedList
      query={query}
      emptyText={t('records.empty')}
      testId={testIds.list}
      onPageChange={onPageChange}
      renderItem={(record) => (
        <RecordCard key={record.id} testId={testIds.item} {...card(record, { t, lng: i18n.language })} />
      )}
    />
  );
}

/**
 * A wallet record list that its route pages (deposits, withdrawals, transfers): a pagedRecordList
 * whose every record is a wallet card. A list its route also filters takes the filter (`F`, such as
 * the days) as props, and its hook reads them.
 */
export function walletRecordList<T extends { id: string | number }, F extends object = Record<never, never>>(
  useRecords: (page: number, filter: F) => PageQuery<T>,
  testIds: WalletListTestIds,
  card: WalletCard<T>,
) {
  function WalletRecord({ record }: { record: T }) {
    const { t, i18n } = useTranslation('wallet');
    return <RecordCard testId={testIds.item} {...card(record, { t, lng: i18n.language })} />;
  }
  return pagedRecordList(useRecords, { empty: 'wallet:records.empty', testId: testIds.list }, WalletRecord);
}
