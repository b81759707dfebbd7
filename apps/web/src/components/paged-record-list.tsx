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
 * A member's record list as its route pages it (tickets, announcements, staking and wallet records,
 * orders, products, code transfers): it reads the page the route shows with the list's query hook and
 * draws that page, each record as `Item`, which may use hooks of its own (its words, a mutation). A
 * list is defined once by what differs: `pagedRecordList(useTickets, { empty: 'tickets:empty',
 * testId: 'ticket' }, TicketItem)`. A list the route also filters (orders by status) takes the filter
 * as props beside the page, and its hook reads them: `(page, { status }) => useOrders(status, page)`.
 */
export function pagedRecordList<T extends { id: string | number }, F extends object = Record<never, never>>(
  useRecords: (page: number, filter: F) => PageQuery<T>,
  words: RecordListWords,
  Item: ComponentType<{ record: T }>,
) {
  const [namespace] = words.empty.split(':');
  return function PagedRecordList(props: ListPageProps & F) {
    const { t } = useTranslation(namespace);
    const records = useRecords(props.page, props);
    return (
      <PagedList
        query={records}
        emptyText={t(words.empty)}
        testId={words.testId}
        onPageChange={props.onPageChange}
        renderItem={(record) => <Item key={record.id} record={record} />}
      />
    );
  };
}
