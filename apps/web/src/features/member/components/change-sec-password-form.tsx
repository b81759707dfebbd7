import { Anchor } from '@mantine/core';
import { changeSecPasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormFrame } from '@/components/form-frame';
import { FormPasswordInput } from '@/components/form-password-input';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { useChangeSecPassword } from '../api/change-sec-password';
import { paths } from '@/config/paths';

const schema = asFormSchema(changeSecPasswordInput);

export function ChangeSecPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useChangeSecPassword();
  const form = useSchemaForm(schema, { current_sec_password: '', password: '', password_confirmation: '' });
  return (
    <FormFrame
      form={form}
      action={mutation.mutateAsync}
      success="member:security.secPasswordChanged"
      onDone={onDone}
      testId="change-sec-password"
      intro={t('security.secPasswordIntro')}
      submitLabel={t('security.save')}
      footer={
        <Anchor component={Link} to={paths.member.forgetSecPassword} size="sm" ta="center">
          {t('security.forgotSecPassword')}
        </Anchor>
      }
    >
      <FormPasswordInput
        control={form.control}
        name="current_sec_password"
        label={t('fields.currentSecPassword')}
        autoComplete="off"
        testId="change-sec-password-current"
      />
      <NewPasswordFields
        control={form.control}
        wording="newSecondary"
        testIds={{ password: 'change-sec-password-new', confirmation: 'change-sec-password-confirmation' }}
      />
    </FormFrame>
  );
}
