import { Button, Input, PinInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('admin');
  const [code, setCode] = useState('');
  // A code is good once: the field empties on submit, ready for the next one if this one is refused.
  const submit = (value: string) => {
    if (!/^\d{6}$/.test(value) || isPending) return;
    setCode('');
    onSubmit(value);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <Stack gap="md" align="center">
        <Input.Wrapper label={t('totp.codeLabel')} error={error} w="100%" styles={{ label: { width: '100%' } }}>
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            autoFocus
            value={code}
            onChange={setCode}
            onComplete={submit}
            error={!!error}
            aria-label={t('totp.codeLabel')}
            data-testid="admin-totp-code"
            mt={6}
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
