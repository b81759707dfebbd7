import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { currentPasswordField } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/form-errors';
import { i18n } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { askInModal } from './app-modal';
import { paths } from '@/config/paths';

function SecondaryPasswordForm({ onSubmit, onForgot }: { onSubmit: (value: string) => void; onForgot: () => void }) {
  const { t } = useTranslation('common');
  const fieldError = useFieldErrorText();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = currentPasswordField.safeParse(value);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        onSubmit(parsed.data);
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('secondaryPassword.hint')}
        </Text>
        <PasswordInput
          label={t('secondaryPassword.label')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          error={fieldError(error)}
          autoComplete="off"
          data-autofocus
          required
          data-testid="secondary-password-input"
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            {t('secondaryPassword.forgot')}
          </Anchor>
          <Button type="submit" data-testid="secondary-password-submit">
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks for the secondary password before a protected action (spec section 6). Resolves to what the
 * member typed, or null if they closed the dialog. The caller sends it with the action; the server
 * checks it, so a wrong one comes back as INCORRECT_SEC_PASSWORD from that call.
 */
export function askSecondaryPassword(): Promise<string | null> {
  return askInModal<string>(
    { title: i18n.t('common:secondaryPassword.title'), testId: 'secondary-password-modal' },
    (answer) => (
      <SecondaryPasswordForm
        onSubmit={answer}
        onForgot={() => {
          answer(null);
          navigateTo(paths.member.forgetSecPassword);
        }}
      />
    ),
  );
}
