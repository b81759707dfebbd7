import { TextInput } from '@mantine/core';
import { type MemberInfo, type UpdateMemberInfoInput, updateMemberInfoInput } from '@tandem/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { CountrySelect } from '@/components/country-select';
import { submitOrShowErrors, useFieldErrorText } from '@/lib/form-errors';
import { onlyDigits } from '@/lib/input';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { useUpdateMemberInfo } from '../api/update-member-info';

interface Values {
  fullname: string;
  nickname: string;
  mobile: string;
  country_id: string;
}

const editable = ['fullname', 'nickname', 'mobile', 'country_id'] as const;

/**
 * Editable personal details. Only the fields the member changed are sent (the call is partial), and
 * they are checked by the contract's own schema first, so the rules match the server's exactly.
 */
export function AccountForm({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('member');
  const fieldError = useFieldErrorText();
  const mutation = useUpdateMemberInfo();
  const defaults: Values = {
    fullname: info.fullname ?? '',
    nickname: info.nickname ?? '',
    mobile: info.mobile ?? '',
    country_id: String(info.country.id),
  };
  const form = useForm<Values>({ defaultValues: defaults });
  const { errors, dirtyFields } = form.formState;

  const onSubmit = submitOrShowErrors(form, [...editable], async (values) => {
    const changes: Record<string, string> = {};
    for (const name of editable) if (dirtyFields[name]) changes[name] = values[name];
    if (Object.keys(changes).length === 0) return notifyInfo('member:account.nothingChanged');
    const parsed = updateMemberInfoInput.safeParse(changes);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if ((editable as readonly string[]).includes(name)) {
          form.setError(name as keyof Values, { type: 'manual', message: issue.message });
        }
      }
      return;
    }
    const updated = await mutation.mutateAsync(parsed.data as UpdateMemberInfoInput);
    form.reset({
      fullname: updated.fullname ?? '',
      nickname: updated.nickname ?? '',
      mobile: updated.mobile ?? '',
      country_id: String(updated.country.id),
    });
    notifySuccess('member:account.saved');
  });

  return (
    <FormFrame onSubmit={onSubmit} testId="account" submitLabel={t('account.save')} pending={mutation.isPending}>
      <TextInput label={t('fields.username')} value={info.username} readOnly variant="filled" />
      <TextInput label={t('fields.email')} value={info.email ?? '—'} readOnly variant="filled" />
      <FormTextInput
        control={form.control}
        name="fullname"
        label={t('fields.fullname')}
        autoComplete="name"
        testId="account-fullname"
      />
      <FormTextInput
        control={form.control}
        name="nickname"
        label={t('fields.nickname')}
        autoComplete="nickname"
        testId="account-nickname"
      />
      <FormTextInput
        control={form.control}
        name="mobile"
        transform={(text) => onlyDigits(text, 20)}
        label={t('fields.mobile')}
        description={t('hints.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        testId="account-mobile"
      />
      <Controller
        control={form.control}
        name="country_id"
        render={({ field }) => (
          <CountrySelect
            label={t('fields.country')}
            value={field.value}
            onChange={(value) => field.onChange(value ?? defaults.country_id)}
            error={fieldError(errors.country_id?.message)}
            testId="account-country"
          />
        )}
      />
    </FormFrame>
  );
}
