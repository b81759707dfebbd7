import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { changeSecPasswordInput } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema, handleFormError, useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useChangeSecPassword } from '../api/change-sec-password';
import { paths } from '@/config/paths';

const schema = asFormSchema(changeSecPasswordInput);
type Values = z.output<typeof schema>;

export function ChangeSecPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const fieldError = useFieldErrorText();
  const mutation = useChangeSecPassword();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { current_sec_password: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notifySuccess('member:security.secPasswordChanged');
      form.reset();
      onDone();
    } catch (error) {
      handleFormError(error, form.setError, ['current_sec_password', 'password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-sec-password-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('security.secPasswordIntro')}
        </Text>
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
          labels={{
            password: t('fields.newSecPassword'),
            hint: t('hints.secPassword'),
            confirmation: t('fields.passwordConfirmation'),
          }}
          testIds={{ password: 'change-sec-password-new', confirmation: 'change-sec-password-confirmation' }}
        />
        <Button type="submit" loading={mutation.isPending} data-testid="change-sec-password-submit">
          {t('security.save')}
        </Button>
        <Anchor component={Link} to={paths.member.forgetSecPassword} size="sm" ta="center">
          {t('security.forgotSecPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}
