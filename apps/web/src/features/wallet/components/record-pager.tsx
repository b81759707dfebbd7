import { Pagination } from '@mantine/core';

/** Page links under a record list, only when there is more than one page. */
export function RecordPager(props: { page: number; perPage: number; total: number; onChange: (page: number) => void }) {
  if (props.total <= props.perPage) return null;
  return (
    <Pagination
      total={Math.ceil(props.total / props.perPage)}
      value={props.page}
      onChange={props.onChange}
      size="sm"
      siblings={0}
      style={{ alignSelf: 'center' }}
      data-testid="record-pager"
    />
  );
}
