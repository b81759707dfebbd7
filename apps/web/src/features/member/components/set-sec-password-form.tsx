import { setSecPasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/form-frame';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { useSetSecPassword } from '../api/set-sec-password';

const schema = asFormSchema(setSecPasswordInput);

export function SetSecPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useSetSecPassword();
  const form = useSchemaForm(schema, { password: '', password_confirmation: '' });
  return (
    <FormFrame
      form={form}
      action={mutation.mutateAsync}
      success="member:security.secPasswordSet"
      onDone={onDone}
      testId="set-sec-password"
      submitLabel={t('security.save')}
    >
      <NewPasswordFields
        control={form.control}
        wording="firstSecondary"
        testIds={{ password: 'set-sec-password-new', confirmation: 'set-sec-password-confirmation' }}
        autoFocus
      />
    </FormFrame>
  );
}
