import { Stack } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { PagedList } from '@/components/paged-list';
import { type QueueScreenProps, QueueStatusFilter } from './finance-queue-controls';

/**
 * A queue screen of the back office: what comes first (a request form), the status filter, one page
 * of the queue, then the screen's dialogs (`children`). `testIdPrefix` names the filter
 * (`<prefix>-status`) and the empty text (`<prefix>-empty`).
 */
export function QueueScreen<S extends string, T>({
  params,
  onParamsChange,
  statuses,
  label,
  testIdPrefix,
  fullWidth,
  filterStyle,
  before,
  query,
  emptyText,
  renderItem,
  container,
  children,
}: QueueScreenProps<S> & {
  statuses: readonly S[];
  label: (status: S) => string;
  testIdPrefix: string;
  fullWidth?: boolean;
  filterStyle?: CSSProperties;
  before?: ReactNode;
  query: Parameters<typeof PagedList<T>>[0]['query'];
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  container?: (items: ReactNode) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      {before}
      <QueueStatusFilter
        params={params}
        onParamsChange={onParamsChange}
        statuses={statuses}
        label={label}
        testId={`${testIdPrefix}-status`}
        fullWidth={fullWidth}
        style={filterStyle}
      />
      <PagedList
        query={query}
        emptyText={emptyText}
        testId={testIdPrefix}
        renderItem={renderItem}
        container={container}
        onPageChange={(page) => onParamsChange({ ...params, page })}
      />
      {children}
    </Stack>
  );
}
