import { PasswordInput } from '@mantine/core';
import { changePasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema, submitOrShowErrors, useFieldErrorText } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

const schema = asFormSchema(changePasswordInput);

/** Login password change; the server ends the member's other sessions when it succeeds. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const fieldError = useFieldErrorText();
  const mutation = useChangePassword();
  const form = useSchemaForm(schema, { current_password: '', password: '', password_confirmation: '' });
  const { errors } = form.formState;

  const onSubmit = submitOrShowErrors(
    form,
    ['current_password', 'password', 'password_confirmation'],
    async (values) => {
      await mutation.mutateAsync(values);
      notifySuccess('member:security.passwordChanged');
      form.reset();
      onDone();
    },
  );

  return (
    <FormFrame
      onSubmit={onSubmit}
      testId="change-password"
      intro={t('security.changePasswordIntro')}
      submitLabel={t('security.save')}
      pending={mutation.isPending}
    >
      <PasswordInput
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        error={fieldError(errors.current_password?.message)}
        data-testid="change-password-current"
        {...form.register('current_password')}
      />
      <NewPasswordFields
        register={form.register}
        errors={errors}
        wording="change"
        testIds={{ password: 'change-password-new', confirmation: 'change-password-confirmation' }}
      />
    </FormFrame>
  );
}
