import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Text } from '@mantine/core';
import { type AdminVariant, restockInput } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { useRestockStoreVariant } from '../api/products';
import { fieldBinder } from '@/lib/field-binder';

type Input = z.input<typeof restockInput>;
type Output = z.output<typeof restockInput>;

/** Adds units to one variant's stock (the contract's restock rule: a whole number from one). */
export function RestockForm({ variant }: { variant: AdminVariant }) {
  const { t } = useTranslation('stores');
  const restock = useRestockStoreVariant();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(restockInput),
    defaultValues: { quantity: '' },
  });
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
