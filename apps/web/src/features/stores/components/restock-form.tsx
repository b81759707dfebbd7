import { Group, Text } from '@mantine/core';
import { type AdminVariant, restockInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { useRestockStoreVariant } from '../api/products';
import { fieldBinder } from '@/lib/field-binder';
import { useSchemaForm } from '@/lib/schema-form';

/** Adds units to one variant's stock (the contract's restock rule: a whole number from one). */
export function RestockForm({ variant }: { variant: AdminVariant }) {
  const { t } = useTranslation('stores');
  const restock = useRestockStoreVariant();
  const form = useSchemaForm(restockInput, { quantity: '' }, 'onSubmit');
  const field = fieldBinder(form.control, 'store-restock');
  return (
    <FormFrame
      form={form}
      testId="store-restock"
      intro={
        <Group justify="space-between" component="span">
          <Text span size="sm">
            {variant.label}
          </Text>
          <Text span size="sm" data-testid="store-variant-stock">
            {t('products.stockCount', { count: variant.stock })}
          </Text>
        </Group>
      }
      submitLabel={t('products.restock')}
      success="stores:products.restocked"
      action={(values) => restock.mutateAsync({ id: variant.id, ...values })}
    >
      <FormTextInput {...field('quantity')} label={t('products.restockQuantity')} inputMode="numeric" />
    </FormFrame>
  );
}
