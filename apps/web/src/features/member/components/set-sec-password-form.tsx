import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { setSecPasswordInput } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields';
import { asFormSchema, handleFormError } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useSetSecPassword } from '../api/set-sec-password';

const schema = asFormSchema(setSecPasswordInput);
type Values = z.output<typeof schema>;

export function SetSecPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useSetSecPassword();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      notifySuccess('member:security.secPasswordSet');
      onDone();
    } catch (error) {
      handleFormError(error, form.setError, ['password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="set-sec-password-form">
      <Stack gap="sm">
        <NewPasswordFields
          register={form.register}
          errors={errors}
          labels={{
            password: t('fields.secPassword'),
            hint: t('hints.secPassword'),
            confirmation: t('fields.passwordConfirmation'),
          }}
          testIds={{ password: 'set-sec-password-new', confirmation: 'set-sec-password-confirmation' }}
          autoFocus
        />
        <Button type="submit" loading={mutation.isPending} data-testid="set-sec-password-submit">
          {t('security.save')}
        </Button>
      </Stack>
    </form>
  );
}
