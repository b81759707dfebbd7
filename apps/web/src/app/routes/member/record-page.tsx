import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-client';

/** What RecordOrNotFound needs of a record's query. */
type RecordQuery<T> = Parameters<typeof QueryState<T>>[0]['query'];

/**
 * Loads the record named by the page's `?id=` (null when the address names none; the hook is then
 * asked for ''). A malformed id is missing without asking the server; a 404 from the server is
 * missing too, and both read as "not found" rather than as a failed load.
 */
export function useSearchRecord<Q extends { error: unknown }, A extends unknown[]>(
  useRecord: (id: string, ...args: A) => Q,
  isValidId: (id: string) => boolean,
  ...args: A
) {
  const [search] = useSearchParams();
  const id = search.get('id');
  const query = useRecord(id ?? '', ...args);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return { id, query, isMissing: id === null || !isValidId(id) || isNotFound };
}

/** A member page's one record: its "not found" text (`testId`) when missing, else the record once loaded. */
export function RecordOrNotFound<T>({
  record,
  notFound,
  testId,
  children,
}: {
  record: { query: RecordQuery<T>; isMissing: boolean };
  notFound: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  if (!record.isMissing) return <QueryState query={record.query}>{children}</QueryState>;
  return (
    <Text c="dimmed" ta="center" py="lg" data-testid={testId}>
      {notFound}
    </Text>
  );
}

/**
 * A member's page of the one record its `?id=` names: the header with its way back, then the record
 * (through useSearchRecord and RecordOrNotFound) or its "not found" text.
 */
export function SearchRecordPage<T>({
  useRecord,
  isValidId,
  title,
  backTo,
  notFound,
  testId,
  children,
}: {
  useRecord: (id: string) => RecordQuery<T>;
  isValidId: (id: string) => boolean;
  title: string;
  backTo: string;
  notFound: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const record = useSearchRecord(useRecord, isValidId);
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <RecordOrNotFound record={record} notFound={notFound} testId={testId}>
        {children}
      </RecordOrNotFound>
    </>
  );
}
