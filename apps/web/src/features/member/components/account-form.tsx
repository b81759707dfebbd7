import { TextInput } from '@mantine/core';
import { type MemberInfo, type UpdateMemberInfoInput, updateMemberInfoInput } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { FormTextInput } from '@/components/form-text-input';
import { FormCountrySelect } from '@/components/form-country-select';
import { onlyDigits } from '@/lib/input';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { useUpdateMemberInfo } from '../api/update-member-info';
import { fieldBinder } from '@/lib/field-binder';

interface Values {
  fullname: string;
  nickname: string;
  mobile: string;
  country_id: string;
}

const editable = ['fullname', 'nickname', 'mobile', 'country_id'] as const;

/** The names, each a plain text field whose browser autofill hint differs. */
const nameFields = [
  { name: 'fullname', autoComplete: 'name' },
  { name: 'nickname', autoComplete: 'nickname' },
] as const;

/** What the form shows of the member's details; the form starts from them and again after a save. */
const editableValues = (info: MemberInfo): Values => ({
  fullname: info.fullname ?? '',
  nickname: info.nickname ?? '',
  mobile: info.mobile ?? '',
  country_id: String(info.country.id),
});

/**
 * Editable personal details. Only the fields the member changed are sent (the call is partial), and
 * they are checked by the contract's own schema first, so the rules match the server's exactly.
 */
export function AccountForm({ info }: { info: MemberInfo }) {
  const { t } = useTranslation('member');
  const mutation = useUpdateMemberInfo();
  const defaults = editableValues(info);
  const form = useForm<Values>({ defaultValues: defaults });
  const { dirtyFields } = form.formState;

  const save = async (values: Values) => {
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
    form.reset(editableValues(updated));
    notifySuccess('member:account.saved');
  };

  const field = fieldBinder(form.control, 'account');
  return (
    <FormFrame form={form} action={save} testId="account" submitLabel={t('account.save')}>
      <TextInput label={t('fields.username')} value={info.username} readOnly variant="filled" />
      <TextInput label={t('fields.email')} value={info.email ?? '—'} readOnly variant="filled" />
      {nameFields.map(({ name, autoComplete }) => (
        <FormTextInput key={name} {...field(name)} label={t(`fields.${name}`)} autoComplete={autoComplete} />
      ))}
      <FormTextInput
        {...field('mobile')}
        transform={(text) => onlyDigits(text, 20)}
        label={t('fields.mobile')}
        description={t('hints.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
      />
      <FormCountrySelect
        {...field('country_id', 'country')}
        fallbackId={defaults.country_id}
        label={t('fields.country')}
      />
    </FormFrame>
  );
}
