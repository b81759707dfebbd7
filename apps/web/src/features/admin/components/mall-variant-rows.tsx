import { Button, Table, Text } from '@mantine/core';
import { type Mall, VARIANT_LABEL_MAX, VARIANTS_MAX } from '@tandem/contracts';
import { type Control, type FieldValues, type Path, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextInput } from '@/components/form-text-input';
import { MallAmountField } from './mall-form-fields';

/** One variant as typed when a product is created: its label, its own price (empty: the product's), its first stock. */
export const variantDraftSchema = z.object({ label: z.string(), price: z.string(), stock: z.string() });
export type VariantDraft = z.infer<typeof variantDraftSchema>;

export const newVariantDraft = (): VariantDraft => ({ label: '', price: '', stock: '0' });

/** The variant as the API takes it: an empty price is none (the product's), an empty stock none at all. */
export const variantInputOf = (draft: VariantDraft) => ({
  label: draft.label,
  price: draft.price.trim() === '' ? null : draft.price,
  stock: draft.stock.trim() || '0',
});

/** The form this edits: any whose `variants` are VariantDrafts. */
type WithVariants = FieldValues & { variants: VariantDraft[] };

/**
 * A new product's variants (sizes, colours), at least one: each with a label, an optional own price
 * and the stock it starts with. Later units arrive by restocking, which is audited.
 */
export function MallVariantRows<T extends WithVariants, O = T>({
  control,
  mall,
}: {
  control: Control<T, unknown, O>;
  mall: Mall;
}) {
  const { t } = useTranslation('admin-mall');
  const rows = useFieldArray({ control: control as unknown as Control<WithVariants>, name: 'variants' });
  /** What binds the cell of `name` in row `index`: its field, its test id and, for screen readers, its column. */
  const cell = (index: number, name: keyof VariantDraft) => ({
    control,
    name: `variants.${index}.${name}` as Path<T>,
    size: 'xs' as const,
    'aria-label': t(`variant.${name}`),
    testId: `admin-mall-variant-${name}-${index}`,
  });
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table fz="sm" data-testid="admin-mall-variants">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('variant.label')}</Table.Th>
              <Table.Th>{t('variant.price')}</Table.Th>
              <Table.Th w={140}>{t('variant.stock')}</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.fields.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <FormTextInput {...cell(index, 'label')} maxLength={VARIANT_LABEL_MAX} />
                </Table.Td>
                <Table.Td>
                  <MallAmountField {...cell(index, 'price')} mall={mall} placeholder={t('variant.productPrice')} />
                </Table.Td>
                <Table.Td>
                  <FormTextInput {...cell(index, 'stock')} inputMode="numeric" />
                </Table.Td>
                <Table.Td>
                  {rows.fields.length > 1 ? (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => rows.remove(index)}>
                      {t('variant.remove')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.fields.length < VARIANTS_MAX ? (
        <Button
          size="xs"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => rows.append(newVariantDraft())}
          data-testid="admin-mall-variant-add"
        >
          {t('variant.add')}
        </Button>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('variant.hint')}
      </Text>
    </>
  );
}
