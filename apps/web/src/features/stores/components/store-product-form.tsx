import { Group } from '@mantine/core';
import {
  type AdminProduct,
  moneyInputValue,
  newVariantInput,
  productTextField,
  storeProductInput,
} from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCheckbox, FormTextarea } from '@/components/form-fields';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { useCreateStoreProduct, useEditStoreProduct } from '../api/products';
import { fieldBinder } from '@/lib/field-binder';
import { useSchemaForm } from '@/lib/schema-form';

/**
 * The few fields a store fills on a phone, each checked by the contract's own rule: the English title
 * and description (the fallback every language shows), the price in USDT, the shipping fee, whether
 * it can be picked up at the store, and the first stock (a new product has one variant; later units
 * arrive by restock). Other languages, categories and sizes are left as they are: a phone form
 * stays short, and English is what every language falls back to.
 */
const englishText = productTextField.shape.en;
const schema = z.object({
  title: englishText.shape.title,
  description: englishText.shape.description,
  price: storeProductInput.shape.price,
  shipping_fee: storeProductInput.shape.shipping_fee,
  pickup_allowed: storeProductInput.shape.pickup_allowed,
  stock: newVariantInput.shape.stock,
});
type Output = z.output<typeof schema>;

/** Creates a product when `product` is absent, otherwise edits it (stock then moves by restock only). */
export function StoreProductForm({ product, onDone }: { product?: AdminProduct; onDone: (id: string) => void }) {
  const { t } = useTranslation('stores');
  const create = useCreateStoreProduct();
  const edit = useEditStoreProduct();
  const form = useSchemaForm(
    schema,
    {
      title: product?.texts.en?.title ?? '',
      description: product?.texts.en?.description ?? '',
      price: product ? moneyInputValue(product.price) : '',
      shipping_fee: product ? moneyInputValue(product.shipping_fee) : '0',
      pickup_allowed: product?.pickup_allowed ?? true,
      stock: product ? 0 : 1,
    },
    'onSubmit',
  );

  const save = async ({ title, description, stock, ...fields }: Output) => {
    const en = { title, description };
    const saved = product
      ? await edit.mutateAsync({
          id: product.id,
          ...fields,
          category_id: product.category_id,
          product_type: product.product_type,
          sort: product.sort,
          // The other languages a product may have keep their texts.
          texts: { ...product.texts, en },
        })
      : await create.mutateAsync({
          ...fields,
          category_id: null,
          product_type: 'goods',
          sort: 0,
          texts: { en },
          variants: [{ label: t('products.defaultVariant'), sort: 0, stock }],
        });
    onDone(saved.id);
  };

  const field = fieldBinder(form.control, 'store-product');
  return (
    <FormFrame
      form={form}
      testId="store-product"
      submitLabel={product ? t('products.save') : t('products.create')}
      success={product ? 'stores:products.saved' : 'stores:products.created'}
      action={save}
    >
      <FormTextInput {...field('title')} label={t('products.title')} withAsterisk />
      <FormTextarea {...field('description')} label={t('products.description')} autosize={false} rows={3} />
      <Group grow gap="xs" align="flex-start">
        <FormTextInput {...field('price')} label={t('products.price')} inputMode="decimal" withAsterisk />
        <FormTextInput {...field('shipping_fee')} label={t('products.shippingFee')} inputMode="decimal" />
      </Group>
      {product ? null : <FormTextInput {...field('stock')} label={t('products.stock')} inputMode="numeric" />}
      <FormCheckbox {...field('pickup_allowed', 'pickup')} label={t('products.pickupAllowed')} />
    </FormFrame>
  );
}
