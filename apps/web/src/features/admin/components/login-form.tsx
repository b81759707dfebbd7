import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type StaffStage, staffLoginInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useStaffLogin } from '../api/login';
import { useFieldErrorText } from '@/lib/form-errors';
import { errorMessage } from '@/lib/notify';
import { useSchemaForm } from '@/lib/schema-form';

/**
 * Password step of the staff sign-in. `onStart` is called when the staff member starts on the form (a field
 * takes the focus): the route fetches the next step's code then.
 */
export function StaffLoginForm({
  onSignedIn,
  onStart,
}: {
  onSignedIn: (stage: StaffStage) => void;
  onStart?: () => void;
}) {
  const { t } = useTranslation('admin-sign-in');
  const fieldError = useFieldErrorText();
  const login = useStaffLogin();
  const form = useSchemaForm(staffLoginInput, { username: '', password: '' }, 'onSubmit');
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (result) => onSignedIn(result.stage),
      onError: (error) => {
        const retryAfter =
          error instanceof ApiError ? (error.data as { retry_after_seconds?: number })?.retry_after_seconds : undefined;
        const message =
          error instanceof ApiError && error.code === 'ACCOUNT_LOCKED' && retryAfter
            ? t('login.locked', { minutes: Math.ceil(retryAfter / 60) })
            : errorMessage(error);
        form.setError('root', { message });
        form.resetField('password');
      },
    }),
  );

  return (
    <form onSubmit={submit} onFocus={onStart} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          {...form.register('username')}
          error={fieldError(errors.username?.message)}
          data-testid="admin-login-username"
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          {...form.register('password')}
          error={fieldError(errors.password?.message) ?? errors.root?.message}
          data-testid="admin-login-password"
        />
        <Button type="submit" loading={login.isPending} fullWidth data-testid="admin-login-submit">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
