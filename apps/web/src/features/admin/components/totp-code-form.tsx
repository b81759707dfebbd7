import { Button, Input, PinInput, Stack } from '@mantine/core';
import { totpCodeInput } from '@tandem/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/schema-form';

/**
 * The six-digit code field. The form submits by itself once six digits are in, because that is
 * what people expect from authenticator prompts; the button is there for those who tab to it.
 */
export function TotpCodeForm({
  onSubmit,
  isPending,
  error,
}: {
  onSubmit: (code: string) => void;
  isPending: boolean;
  error?: string;
}) {
  const { t } = useTranslation('admin-sign-in');
  const fieldError = useFieldErrorText();
  const form = useSchemaForm(totpCodeInput, { code: '' }, 'onSubmit');
  const code = useWatch({ control: form.control, name: 'code' });
  // A code is good once: the field empties on submit, ready for the next one if this one is refused.
  const submit = form.handleSubmit((values) => {
    if (isPending) return;
    form.reset({ code: '' });
    onSubmit(values.code);
  });
  const shownError = error ?? fieldError(form.formState.errors.code);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md" align="center">
        <Input.Wrapper label={t('totp.codeLabel')} error={shownError} w="100%" styles={{ label: { width: '100%' } }}>
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                autoFocus
                value={field.value}
                onChange={field.onChange}
                onComplete={() => void submit()}
                error={!!shownError}
                aria-label={t('totp.codeLabel')}
                data-testid="admin-totp-code"
                mt={6}
              />
            )}
          />
        </Input.Wrapper>
        <Button
          type="submit"
          fullWidth
          loading={isPending}
          disabled={code.length !== 6}
          data-testid="admin-totp-submit"
        >
          {t('totp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
