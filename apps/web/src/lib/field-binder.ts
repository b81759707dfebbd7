import type { Control, FieldValues, Path } from 'react-hook-form';

/**
 * Binds a form's fields to their inputs in one call each, so a form states each field once:
 *
 *   const field = fieldBinder(form.control, 'store-product');
 *   <FormTextInput {...field('shipping_fee')} label={…} inputMode="decimal" />
 *
 * gives the input the form's control, the field's name and the test id `store-product-shipping-fee`:
 * the prefix, then the name with dashes for underscores and dots, or `testIdSuffix` where the test id
 * was named otherwise (`field('member_id', 'member')` → `…-member`). End-to-end tests find inputs by
 * these ids, so a suffix keeps an existing id exactly as it was.
 */
export function fieldBinder<T extends FieldValues, O = T>(control: Control<T, unknown, O>, testIdPrefix: string) {
  return <N extends Path<T>>(name: N, testIdSuffix?: string) => ({
    control,
    name,
    testId: `${testIdPrefix}-${testIdSuffix ?? name.replace(/[_.]/g, '-')}`,
  });
}
