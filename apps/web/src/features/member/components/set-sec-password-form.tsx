import { setSecPasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema, submitOrShowErrors } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { notifySuccess } from '@/lib/notify';
import { useSetSecPassword } from '../api/set-sec-password';

const schema = asFormSchema(setSecPasswordInput);

export function SetSecPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useSetSecPassword();
  const form = useSchemaForm(schema, { password: '', password_confirmation: '' });
  const { errors } = form.formState;

  const onSubmit = submitOrShowErrors(form, ['password', 'password_confirmation'], async (values) => {
    await mutation.mutateAsync(values);
    notifySuccess('member:security.secPasswordSet');
    onDone();
  });

  return (
    <FormFrame
      onSubmit={onSubmit}
      testId="set-sec-password"
      submitLabel={t('security.save')}
      pending={mutation.isPending}
    >
      <NewPasswordFields
        register={form.register}
        errors={errors}
        wording="firstSecondary"
        testIds={{ password: 'set-sec-password-new', confirmation: 'set-sec-password-confirmation' }}
        autoFocus
      />
    </FormFrame>
  );
}
