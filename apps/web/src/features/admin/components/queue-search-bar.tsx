import { Button, Group, TextInput } from '@mantine/core';
import type { QueueSearch } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const fields = ['username', 'amount', 'reference', 'from', 'to'] as const;

/** What a search asks, without its empty fields (they are left out of the address and the query). */
export function searchOf(values: QueueSearch): QueueSearch {
  return Object.fromEntries(fields.flatMap((f) => (values[f]?.trim() ? [[f, values[f]!.trim()]] : []))) as QueueSearch;
}

/**
 * Narrows a queue by member, amount, reference and the days it was asked on; applied with the button
 * (or Enter), cleared in one go. Test ids: `<testId>-<field>`, `<testId>-apply`, `<testId>-clear`.
 */
export function QueueSearchBar({
  search,
  onSearch,
  testId,
}: {
  search: QueueSearch;
  onSearch: (search: QueueSearch) => void;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<QueueSearch>(search);
  const isSearching = Object.keys(searchOf(search)).length > 0;
  const input = (field: (typeof fields)[number], props: { type?: string; inputMode?: 'decimal'; w?: number }) => (
    <TextInput
      size="xs"
      label={t(`queue.search.${field}`)}
      value={draft[field] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((d) => ({ ...d, [field]: value }));
      }}
      data-testid={`${testId}-${field}`}
      {...props}
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(searchOf(draft));
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        {input('username', { w: 150 })}
        {input('amount', { inputMode: 'decimal', w: 110 })}
        {input('reference', { w: 190 })}
        {input('from', { type: 'date', w: 140 })}
        {input('to', { type: 'date', w: 140 })}
        <Button type="submit" size="xs" data-testid={`${testId}-apply`}>
          {t('queue.search.apply')}
        </Button>
        {isSearching ? (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setDraft({});
              onSearch({});
            }}
            data-testid={`${testId}-clear`}
          >
            {t('queue.search.clear')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
