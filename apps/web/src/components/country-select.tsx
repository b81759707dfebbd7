import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/format';
import { useCountryList } from '@/lib/global-api';

/** Country picker over api/global/country_list, names in the interface language, searchable. */
export function CountrySelect({
  value,
  onChange,
  error,
  label,
  testId,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  label: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const countries = useCountryList();
  const data = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: String(country.id), label: countryName(country, i18n.language) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [countries.data, i18n.language],
  );

  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('nothingFound')}
      error={error ?? (countries.isError ? t('loadFailed') : undefined)}
      disabled={countries.isPending}
      placeholder={countries.isPending ? t('loading') : undefined}
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      maxDropdownHeight={260}
      data-testid={testId}
    />
  );
}
