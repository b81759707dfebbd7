import { Anchor, PasswordInput } from '@mantine/core';
import { changeSecPasswordInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormFrame } from '@/components/form-frame';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema, submitOrShowErrors, useFieldErrorText } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';
import { notifySuccess } from '@/lib/notify';
import { useChangeSecPassword } from '../api/change-sec-password';
import { paths } from '@/config/paths';

const schema = asFormSchema(changeSecPasswordInput);

export function ChangeSecPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const fieldError = useFieldErrorText();
  const mutation = useChangeSecPassword();
  const form = useSchemaForm(schema, { current_sec_password: '', password: '', password_confirmation: '' });
  const { errors } = form.formState;

  const fieldNames = ['current_sec_password', 'password', 'password_confirmation'];
  const onSubmit = submitOrShowErrors(form, fieldNames, async (values) => {
    await mutation.mutateAsync(values);
    notifySuccess('member:security.secPasswordChanged');
    form.reset();
    onDone();
  });

  return (
    <FormFrame
      onSubmit={onSubmit}
      testId="change-sec-password"
      intro={t('security.secPasswordIntro')}
      submitLabel={t('security.save')}
      pending={mutation.isPending}
      footer={
        <Anchor component={Link} to={paths.member.forgetSecPassword} size="sm" ta="center">
          {t('security.forgotSecPassword')}
        </Anchor>
      }
    >
      <PasswordInput
        label={t('fields.currentSecPassword')}
        autoComplete="off"
        required
        error={fieldError(errors.current_sec_password?.message)}
        data-testid="change-sec-password-current"
        {...form.register('current_sec_password')}
      />
      <NewPasswordFields
        register={form.register}
        errors={errors}
        wording="newSecondary"
        testIds={{ password: 'change-sec-password-new', confirmation: 'change-sec-password-confirmation' }}
      />
    </FormFrame>
  );
}
