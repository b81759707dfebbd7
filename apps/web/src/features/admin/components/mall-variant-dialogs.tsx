import { SimpleGrid } from '@mantine/core';
import {
  type AdminProduct,
  type AdminVariant,
  RESTOCK_MAX,
  VARIANT_LABEL_MAX,
  mallVisibilities,
  newVariantInput,
  restockInput,
  variantEditInput,
} from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextInput } from '@/components/form-text-input';
import { handleFormError } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useAddMallVariant, useEditMallVariant, useRestockMallVariant } from '../api/mall-products';
import { FormDialog, useDialogForm } from './form-dialog';
import { MallAmountField, SortField, VisibilityField } from './mall-form-fields';
import { trimAmount } from './mall-status';
import { variantInputOf } from './mall-variant-rows';
import { fieldBinder } from '@/lib/field-binder';

const draftSchema = z.object({
  label: z.string(),
  price: z.string(),
  stock: z.string(),
  status: z.enum(mallVisibilities),
  sort: z.string(),
});
type Draft = z.infer<typeof draftSchema>;
const fieldNames = Object.keys(draftSchema.shape);

/** The draft as the API takes it: a new variant with its first stock, a saved one with its status. */
const addInputOf = (draft: Draft): z.input<typeof newVariantInput> => ({
  ...variantInputOf(draft),
  sort: draft.sort.trim() || '0',
});
const editInputOf = ({ stock: _stock, ...draft }: Draft): z.input<typeof variantEditInput> => ({
  label: draft.label,
  price: variantInputOf({ ...draft, stock: '' }).price,
  status: draft.status,
  sort: draft.sort.trim() || '0',
});
const addSchema = draftSchema.transform(addInputOf).pipe(newVariantInput);
const editSchema = draftSchema.transform(editInputOf).pipe(variantEditInput);

const draftOf = (variant: AdminVariant | null): Draft => ({
  label: variant?.label ?? '',
  price: variant?.price ? trimAmount(variant.price) : '',
  stock: '0',
  status: variant?.status ?? 'active',
  sort: String(variant?.sort ?? 0),
});

/**
 * Adds a variant to a saved product (with the stock it starts with) or edits one (its label, own
 * price, order and whether members see it). A saved variant's stock changes only by restocking.
 */
export function MallVariantDialog({
  product,
  variant,
  isOpen,
  onClose,
}: {
  product: AdminProduct;
  /** Null adds a new one. */
  variant: AdminVariant | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-mall');
  const add = useAddMallVariant(product.id);
  const edit = useEditMallVariant(product.id);
  const save = variant ? edit : add;
  const form = useDialogForm<Draft, z.output<typeof addSchema> | z.output<typeof editSchema>>(
    isOpen,
    variant ? editSchema : addSchema,
    draftOf(variant),
    () => {
      add.reset();
      edit.reset();
    },
  );
  const { control } = form;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      // The resolver is the edit schema for a saved variant and the add schema for a new one.
      if (variant) await edit.mutateAsync({ id: variant.id, input: input as z.output<typeof editSchema> });
      else await add.mutateAsync(input as z.output<typeof addSchema>);
      notifySuccess(variant ? 'admin-mall:variant.saved' : 'admin-mall:variant.added');
      onClose();
    } catch (error) {
      handleFormError(error, form.setError, fieldNames);
    }
  });
  const field = fieldBinder(control, 'admin-mall-variant');
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={variant ? t('variant.editTitle', { label: variant.label }) : t('variant.add')}
      onSubmit={(event) => void onSubmit(event)}
      confirmLabel={t('save')}
      isPending={save.isPending}
      testId="admin-mall-variant-save"
    >
      <FormTextInput
        {...field('label')}
        label={t('variant.label')}
        maxLength={VARIANT_LABEL_MAX}
        withAsterisk
        data-autofocus
      />
      <SimpleGrid cols={2} spacing="sm">
        <MallAmountField
          {...field('price')}
          mall={product.mall}
          label={t('variant.price')}
          placeholder={t('variant.productPrice')}
        />
        {variant ? (
          <VisibilityField control={control} />
        ) : (
          <FormTextInput {...field('stock')} label={t('variant.stock')} inputMode="numeric" />
        )}
        <SortField {...field('sort')} />
      </SimpleGrid>
    </FormDialog>
  );
}

/** Adds units to one variant's stock (audited); what is already sold is never touched. */
export function MallRestockDialog({
  product,
  variant,
  onClose,
}: {
  product: AdminProduct;
  /** Open while set. */
  variant: AdminVariant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-mall');
  const restock = useRestockMallVariant(product.id);
  const form = useDialogForm(variant !== null, restockInput, { quantity: '' }, restock.reset, 'onTouched');
  const onSubmit = form.handleSubmit((input) =>
    restock.mutate(
      { id: variant!.id, input },
      {
        onSuccess: () => {
          notifySuccess('admin-mall:variant.restocked');
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      isOpen={variant !== null}
      onClose={onClose}
      title={t('variant.restockTitle', { label: variant?.label ?? '' })}
      hint={t('variant.restockHint', { stock: variant?.stock ?? 0 })}
      onSubmit={(event) => void onSubmit(event)}
      error={restock.error}
      confirmLabel={t('variant.restock')}
      isPending={restock.isPending}
      testId="admin-mall-restock-confirm"
    >
      <FormTextInput
        control={form.control}
        name="quantity"
        label={t('variant.quantity')}
        inputMode="numeric"
        description={t('variant.restockMax', { max: RESTOCK_MAX })}
        withAsterisk
        data-autofocus
        testId="admin-mall-restock-quantity"
      />
    </FormDialog>
  );
}
