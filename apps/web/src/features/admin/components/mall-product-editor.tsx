import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  type AdminProduct,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_TITLE_MAX,
  PRODUCT_TYPE_MAX,
  languages,
  malls,
  productEditInput,
  productInput,
} from '@tandem/contracts';
import { useState } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextInput } from '@/components/form-text-input';
import { fieldBinder } from '@/lib/field-binder';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useMallCategoryOptions } from '../api/mall-categories';
import { useSaveMallProduct } from '../api/mall-products';
import { FailureText } from './dialog-actions';
import { FormCheckbox, FormSelect } from '@/components/form-fields';
import { MallAmountField, SortField } from './mall-form-fields';
import { LanguageTextTabs, inLanguages } from './mall-language-fields';
import { MallProductImages } from './mall-product-images';
import { MallProductVariants } from './mall-product-variants';
import { MallVariantRows, newVariantDraft, variantDraftSchema, variantInputOf } from './mall-variant-rows';
import { trimAmount } from './mall-status';
import { useSchemaForm } from '@/lib/schema-form';

const textSchema = z.object({ title: z.string(), description: z.string() });

/** What the fields hold: text as typed, turned into the contract's input by inputOf. */
const draftSchema = z.object({
  mall: z.enum(malls),
  category_id: z.string().nullable(),
  product_type: z.string(),
  price: z.string(),
  shipping_fee: z.string(),
  pickup_allowed: z.boolean(),
  sort: z.string(),
  texts: z.record(z.enum(languages), textSchema),
  /** Only while creating: a saved product's variants are edited one by one (MallProductVariants). */
  variants: z.array(variantDraftSchema),
});
type Draft = z.infer<typeof draftSchema>;

/** The draft as the API takes it when saving a product that exists: the mall and variants stay as they are. */
const editInputOf = (draft: Draft): z.input<typeof productEditInput> => ({
  category_id: draft.category_id,
  product_type: draft.product_type,
  price: draft.price,
  shipping_fee: draft.shipping_fee.trim() || '0',
  pickup_allowed: draft.pickup_allowed,
  sort: draft.sort.trim() || '0',
  texts: draft.texts,
});

/** A new product also takes its mall and its first variants. */
const createInputOf = (draft: Draft): z.input<typeof productInput> => ({
  ...editInputOf(draft),
  mall: draft.mall,
  variants: draft.variants.map(variantInputOf),
});

/** Checked with the API's own schema after inputOf; its issues name the same fields as the draft. */
const createSchema = draftSchema.transform(createInputOf).pipe(productInput);
const editSchema = draftSchema.transform(editInputOf).pipe(productEditInput);

function draftOf(product: AdminProduct | null): Draft {
  const texts = inLanguages((lng) => ({
    title: product?.texts[lng]?.title ?? '',
    description: product?.texts[lng]?.description ?? '',
  }));
  if (!product)
    return {
      mall: 'shop',
      category_id: null,
      product_type: 'goods',
      price: '',
      shipping_fee: '0',
      pickup_allowed: false,
      sort: '0',
      texts,
      variants: [newVariantDraft()],
    };
  return {
    mall: product.mall,
    category_id: product.category_id,
    product_type: product.product_type,
    price: trimAmount(product.price),
    shipping_fee: trimAmount(product.shipping_fee),
    pickup_allowed: product.pickup_allowed,
    sort: String(product.sort),
    texts,
    variants: [],
  };
}

/**
 * Creates or edits one product of the platform's own store: its mall (chosen once), category, type,
 * price and shipping fee, a title and description in each of the nine languages (English required,
 * the fallback members see), its variants and, once it exists, its images.
 */
export function MallProductEditor({
  product,
  onCreated,
}: {
  product: AdminProduct | null;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('admin-mall');
  const save = useSaveMallProduct();
  const categories = useMallCategoryOptions();
  const form = useSchemaForm(product ? editSchema : createSchema, draftOf(product), 'onSubmit');
  const { control } = form;
  const field = fieldBinder(control, 'admin-mall-product');
  const mall = useWatch({ control, name: 'mall' });
  const [failure, setFailure] = useState<unknown>(null);
  const { errors } = form.formState;

  const onSave = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: product?.id ?? null, input });
      notifySuccess('admin-mall:product.saved');
      if (!product) onCreated(saved.id);
    } catch (error) {
      // Fields the server names show under their inputs; the failure itself stays above the button.
      if (error instanceof ApiError) {
        for (const [name, key] of Object.entries(error.fields)) {
          form.setError(name as FieldPath<Draft>, { type: 'server', message: key });
        }
      }
      setFailure(error);
    }
  });

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="form" noValidate onSubmit={(event) => void onSave(event)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <FormSelect
              {...field('mall')}
              label={t('product.mall')}
              data={malls.map((value) => ({ value, label: t(`mall.${value}`) }))}
              allowDeselect={false}
              disabled={product !== null}
            />
            <FormSelect
              {...field('category_id', 'category')}
              label={t('product.category')}
              placeholder={t('product.noCategory')}
              data={categories}
              clearable
            />
            <FormTextInput {...field('product_type', 'type')} label={t('product.type')} maxLength={PRODUCT_TYPE_MAX} />
            <SortField {...field('sort')} />
            <MallAmountField {...field('price')} mall={mall} label={t('product.price')} withAsterisk />
            <MallAmountField {...field('shipping_fee', 'shipping')} mall={mall} label={t('product.shippingFee')} />
            <FormCheckbox {...field('pickup_allowed', 'pickup')} label={t('product.pickupAllowed')} mt={{ sm: 30 }} />
          </SimpleGrid>

          <Title order={4} size="h6">
            {t('product.texts')}
          </Title>
          <LanguageTextTabs
            control={control}
            name="texts"
            labels={{ title: t('product.title'), description: t('product.description') }}
            limits={{ title: PRODUCT_TITLE_MAX, description: PRODUCT_DESCRIPTION_MAX }}
            hasError={(lng) => Boolean(errors.texts?.[lng])}
          />

          {product ? null : (
            <>
              <Title order={4} size="h6">
                {t('product.variants')}
              </Title>
              <MallVariantRows control={control} mall={mall} />
            </>
          )}

          <FailureText error={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="admin-mall-product-save">
              {product ? t('save') : t('product.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {product ? <MallProductVariants product={product} /> : null}
      {product ? <MallProductImages product={product} /> : null}
    </Stack>
  );
}
