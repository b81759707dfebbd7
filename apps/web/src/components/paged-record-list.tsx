import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListPageProps, type PageQuery, PagedList } from './paged-list';

/** What tells one of the member's record lists from another, besides how a record looks. */
export interface RecordListWords {
  /** The empty text as `<namespace>:<key>`; the list loads that namespace. */
  empty: string;
  /** Names the list `<testId>-list` and its empty text `<testId>-empty`. */
  testId: string;
}

/**
 * A member's record list as its route pages it (tickets, announcements, staking and wallet records):
 * it reads the page the route shows with the list's query hook and draws that page, each record as
 * `Item`, which may use hooks of its own (its words, a mutation). A list is defined once by what
 * differs: `pagedRecordList(useTickets, { empty: 'tickets:empty', testId: 'ticket' }, TicketItem)`.
 */
export function pagedRecordList<T extends { id: string | number }>(
  useRecords: (page: number) => PageQuery<T>,
  words: RecordListWords,
  Item: ComponentType<{ record: T }>,
) {
  const [namespace] = words.empty.split(':');
  return function PagedRecordList({ page, onPageChange }: ListPageProps) {
    const { t } = useTranslation(namespace);
    const records = useRecords(page);
    return (
      <PagedList
        query={records}
        emptyText={t(words.empty)}
        testId={words.testId}
        onPageChange={onPageChange}
        renderItem={(record) => <Item key={record.id} record={record} />}
      />
    );
  };
}
