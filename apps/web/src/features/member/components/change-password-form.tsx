import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { changePasswordInput } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema, handleFormError, useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

const schema = asFormSchema(changePasswordInput);
type Values = z.output<typeof schema>;

/** Login password change; the server ends the member's other sessions when it succeeds. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const fieldError = useFieldErrorText();
  const mutation = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notifySuccess('member:security.passwordChanged');
      form.reset();
      onDone();
    } catch (error) {
      handleFormError(error, form.setError, ['current_password', 'password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('security.changePasswordIntro')}
        </Text>
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
          labels={{
            password: t('fields.newPassword'),
            hint: t('hints.password'),
            confirmation: t('fields.passwordConfirmation'),
          }}
          testIds={{ password: 'change-password-new', confirmation: 'change-password-confirmation' }}
        />
        <Button type="submit" loading={mutation.isPending} data-testid="change-password-submit">
          {t('security.save')}
        </Button>
      </Stack>
    </form>
  );
}
