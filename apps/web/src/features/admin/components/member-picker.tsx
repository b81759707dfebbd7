import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getMembersQueryOptions } from '../api/get-members';
import { useFieldErrorText } from '@/lib/form-errors';

/** Members are looked up once this many characters are typed, and after this pause. */
const MIN_SEARCH_LENGTH = 2;
const SEARCH_PAUSE_MS = 250;

/**
 * A form field that finds a member by username (or e-mail, or full name) as staff type, and holds
 * the chosen member's id: the back office never asks staff for a numeric id.
 */
export function MemberPickerField<T extends FieldValues, TOutput = T>({
  control,
  name,
  testId,
  label,
}: {
  control: Control<T, unknown, TOutput>;
  name: Path<T>;
  testId: string;
  label: string;
}) {
  const { t } = useTranslation('admin-finance');
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [term] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const found = useQuery({
    ...getMembersQueryOptions({ q: term, page: 1 }),
    enabled: term.length >= MIN_SEARCH_LENGTH && term !== chosen?.label,
  });
  const members = found.data?.list ?? [];
  const options = members.map((m) => ({
    value: m.id,
    label: m.username,
    detail: [m.fullname, m.email].filter(Boolean).join(' · '),
  }));
  // The chosen member stays an option while the list shows another search's answers.
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [...options, chosen] : options;
  const value = field.value ? String(field.value) : null;
  // The form was reset (after a request is sent): start the search again.
  useEffect(() => {
    if (!value && chosen) {
      setChosen(null);
      setSearch('');
    }
  }, [value, chosen]);
  return (
    <Select
      label={label}
      placeholder={t('adjustment.memberSearch')}
      searchable
      clearable
      withAsterisk
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already: show every member it found.
      filter={({ options: all }) => all}
      onChange={(id, option) => {
        setChosen(id ? { value: id, label: option.label } : null);
        field.onChange(id ?? '');
      }}
      onBlur={field.onBlur}
      nothingFoundMessage={term.length >= MIN_SEARCH_LENGTH && !found.isFetching ? t('adjustment.memberNone') : null}
      renderOption={({ option }) => {
        const detail = options.find((o) => o.value === option.value)?.detail;
        return (
          <div>
            <Text size="sm">{option.label}</Text>
            {detail ? (
              <Text size="xs" c="dimmed">
                {detail}
              </Text>
            ) : null}
          </div>
        );
      }}
      error={fieldError(fieldState.error)}
      data-testid={testId}
    />
  );
}
