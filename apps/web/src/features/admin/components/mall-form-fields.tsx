import { type Mall, mallVisibilities } from '@tandem/contracts';
import type { ComponentProps } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@/components/form-text-input';
import { FormSelect } from '@/components/form-fields';

/** The fields the catalogue's forms (product, variant, category) share, each named once. */
type Bound<T extends FieldValues, O> = { control: Control<T, unknown, O> };

/** Where it stands in its list: a whole number, smaller first. */
export function SortField<T extends FieldValues, O = T>(props: Bound<T, O> & { name: Path<T>; testId: string }) {
  const { t } = useTranslation('admin-mall');
  return <FormTextInput {...props} label={t('product.sort')} inputMode="numeric" />;
}

/** Whether members see it (on sale) or not (hidden). */
export function VisibilityField<T extends FieldValues & { status: string }, O = T>({ control }: Bound<T, O>) {
  const { t } = useTranslation('admin-mall');
  return (
    <FormSelect
      control={control}
      name={'status' as Path<T>}
      label={t('product.status')}
      data={mallVisibilities.map((value) => ({ value, label: t(`visibility.${value}`) }))}
      allowDeselect={false}
    />
  );
}

/** An amount in the mall's asset (USDT in the shop, points in the voucher mall), typed as a decimal. */
export function MallAmountField<T extends FieldValues, O = T>({
  mall,
  ...props
}: Omit<ComponentProps<typeof FormTextInput<T, O>>, 'rightSection' | 'inputMode'> & { mall: Mall }) {
  const { t } = useTranslation('admin-mall');
  return <FormTextInput {...props} rightSection={t(`assetShort.${mall}`)} rightSectionWidth={64} inputMode="decimal" />;
}
