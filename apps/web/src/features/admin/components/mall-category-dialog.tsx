import { SimpleGrid, Title } from '@mantine/core';
import { type AdminCategory, CATEGORY_NAME_MAX, categoryInput, languages, mallVisibilities } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { handleFormError } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSaveMallCategory } from '../api/mall-categories';
import { FormDialog, useDialogForm } from './form-dialog';
import { SortField, VisibilityField } from './mall-form-fields';
import { LanguageNameFields, inLanguages } from './mall-language-fields';

const draftSchema = z.object({
  names: z.record(z.enum(languages), z.string()),
  sort: z.string(),
  status: z.enum(mallVisibilities),
});
type Draft = z.infer<typeof draftSchema>;
/** The names as typed; an empty one is none (members then read the English name). */
const schema = draftSchema
  .transform((draft): z.input<typeof categoryInput> => ({ ...draft, sort: draft.sort.trim() || '0' }))
  .pipe(categoryInput);
const fieldNames = ['sort', 'status', ...languages.map((lng) => `names.${lng}`)];

const draftOf = (category: AdminCategory | null): Draft => ({
  names: inLanguages((lng) => category?.names[lng] ?? ''),
  sort: String(category?.sort ?? 0),
  status: category?.status ?? 'active',
});

/** Creates or edits a category: its name in the nine languages (English required), its place and whether members see it. */
export function MallCategoryDialog({
  category,
  isOpen,
  onClose,
}: {
  category: AdminCategory | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-mall');
  const save = useSaveMallCategory();
  const form = useDialogForm(isOpen, schema, draftOf(category), save.reset);
  const { control } = form;
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: category?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess('admin-mall:category.saved');
          onClose();
        },
        onError: (error) => handleFormError(error, form.setError, fieldNames),
      },
    ),
  );
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={category ? t('category.editTitle') : t('category.new')}
      size="lg"
      gap="sm"
      onSubmit={(event) => void onSubmit(event)}
      formTestId="admin-mall-category-form"
      confirmLabel={t('save')}
      isPending={save.isPending}
      testId="admin-mall-category-save"
    >
      <Title order={4} size="h6">
        {t('category.names')}
      </Title>
      <LanguageNameFields
        control={control}
        name="names"
        maxLength={CATEGORY_NAME_MAX}
        testIdPrefix="admin-mall-category-name"
      />
      <SimpleGrid cols={2} spacing="sm">
        <SortField control={control} name="sort" testId="admin-mall-category-sort" />
        <VisibilityField control={control} />
      </SimpleGrid>
    </FormDialog>
  );
}
