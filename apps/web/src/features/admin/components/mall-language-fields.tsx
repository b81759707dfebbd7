import { SimpleGrid, Tabs } from '@mantine/core';
import { type Language, languages } from '@tandem/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextInput } from '@/components/form-text-input';
import { languageNames } from '@/lib/i18n';
import { FormTextarea } from '@/components/form-fields';

/** One value per language (a category's names, a product's texts), each made by `make`. */
export const inLanguages = <V,>(make: (language: Language) => V) =>
  Object.fromEntries(languages.map((lng) => [lng, make(lng)])) as Record<Language, V>;

/**
 * A name in each of the nine languages side by side (a category's): short, so all fit on one screen.
 * `name` is the form's record of them (`names`).
 */
export function LanguageNameFields<T extends FieldValues, O = T>({
  control,
  name,
  maxLength,
  testIdPrefix,
}: {
  control: Control<T, unknown, O>;
  name: string;
  maxLength: number;
  testIdPrefix: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      {languages.map((lng) => (
        <FormTextInput
          key={lng}
          control={control}
          name={`${name}.${lng}` as Path<T>}
          label={languageNames[lng]}
          maxLength={maxLength}
          testId={`${testIdPrefix}-${lng}`}
        />
      ))}
    </SimpleGrid>
  );
}

/** English first: it is the one required, and what members read where their language has no text. */
const englishFirst = ['en', ...languages.filter((lng) => lng !== 'en')] as const satisfies readonly Language[];

/**
 * A title and a description in each of the nine languages, one tab per language (a product's copy is
 * long). `name` is the form's record of them by language (`texts.<lng>.title`). A tab whose texts
 * have an error is marked, so a refused save says where to look.
 */
export function LanguageTextTabs<T extends FieldValues, O = T>({
  control,
  name,
  labels,
  limits,
  hasError,
}: {
  control: Control<T, unknown, O>;
  name: string;
  labels: { title: string; description: string };
  limits: { title: number; description: number };
  hasError: (language: Language) => boolean;
}) {
  return (
    <Tabs defaultValue="en" keepMounted>
      <Tabs.List>
        {englishFirst.map((lng) => (
          <Tabs.Tab
            key={lng}
            value={lng}
            c={hasError(lng) ? 'red' : undefined}
            data-testid={`admin-mall-text-tab-${lng}`}
          >
            {languageNames[lng]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {englishFirst.map((lng) => (
        <Tabs.Panel key={lng} value={lng} pt="sm" lang={lng}>
          <FormTextInput
            control={control}
            name={`${name}.${lng}.title` as Path<T>}
            label={labels.title}
            maxLength={limits.title}
            withAsterisk={lng === 'en'}
            testId={`admin-mall-title-${lng}`}
          />
          <FormTextarea
            control={control}
            name={`${name}.${lng}.description` as Path<T>}
            label={labels.description}
            minRows={4}
            maxLength={limits.description}
            mt="sm"
            testId={`admin-mall-description-${lng}`}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
