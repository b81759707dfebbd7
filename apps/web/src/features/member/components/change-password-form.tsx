import { changePasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { FormPasswordInput } from '@/components/form-password-input';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { useChangePassword } from '../api/change-password';

const schema = asFormSchema(changePasswordInput);

/** Login password change; the server ends the member's other sessions when it succeeds. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useChangePassword();
  const form = useSchemaForm(schema, { current_password: '', password: '', password_confirmation: '' });
  return (
    <FormFrame
      form={form}
      action={mutation.mutateAsync}
      success="member:security.passwordChanged"
      onDone={onDone}
      testId="change-password"
      intro={t('security.changePasswordIntro')}
      submitLabel={t('security.save')}
    >
      <FormPasswordInput
        control={form.control}
        name="current_password"
        label={t('fields.currentPassword')}
        testId="change-password-current"
      />
      <NewPasswordFields
        control={form.control}
        wording="change"
        testIds={{ password: 'change-password-new', confirmation: 'change-password-confirmation' }}
      />
    </FormFrame>
  );
}
