import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pages of a server list, with "21–40 of 57"; the page links only when there is more than one page. */
export function ListPagination({
  page,
  perPage,
  total,
  onChange,
}: {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" gap="xs" mt="xs" data-testid="list-pagination">
      <Text size="sm" c="dimmed">
        {t('pagination', { from, to, total })}
      </Text>
      {pages > 1 ? (
        <Pagination total={pages} value={page} onChange={onChange} size="sm" siblings={0} boundaries={1} />
      ) : null}
    </Group>
  );
}
