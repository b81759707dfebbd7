import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { currentPasswordField } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { i18n } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { askInModal } from './app-modal';
import { paths } from '@/config/paths';

/**
 * The prompt's form. `onSubmit` may send the action: while it runs the button is busy, and when it
 * answers that the password is wrong (a code in `wrongPasswordCodes`) the error shows under the field
 * and the prompt stays open for another try (D13).
 */
type FieldErrorOf = Parameters<ReturnType<typeof useFieldErrorText>>[0];

/** The answers that mean the password was wrong: the prompt stays open for these. */
const wrongPasswordCodes = new Set(['INCORRECT_SEC_PASSWORD']);

function SecondaryPasswordForm({
  onSubmit,
  onForgot,
}: {
  onSubmit: (value: string) => void | Promise<void>;
  onForgot: () => void;
}) {
  const { t } = useTranslation('common');
  const fieldError = useFieldErrorText();
  const [value, setValue] = useState('');
  const [error, setError] = useState<FieldErrorOf | undefined>();
  const [isSending, setSending] = useState(false);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isSending) return;
        const parsed = currentPasswordField.safeParse(value);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        const sending = onSubmit(parsed.data);
        if (!sending) return;
        setSending(true);
        void sending.then(
          () => setSending(false),
          (failure: unknown) => {
            setSending(false);
            if (failure instanceof ApiError) setError({ type: 'refusal', message: failure.code });
          },
        );
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
          <Button type="submit" loading={isSending} data-testid="secondary-password-submit">
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

/** What sendWithSecondaryPassword ends with: the action's answer, or null when the member closed the prompt. */
export type SentWithPassword<T> = { result: T } | null;

/**
 * A money action's password step (D13): asks for the secondary password and `send`s the action with
 * it from inside the prompt. A wrong password keeps the prompt open with the error under the field,
 * so the member retypes only the password; any other failure closes the prompt and is thrown for the
 * caller's form to show (under the amount, or as the notice). Resolves null when the member closes it.
 */
export async function sendWithSecondaryPassword<T>(send: (secPassword: string) => Promise<T>) {
  type Outcome = { result: T } | { failure: unknown };
  const outcome = await askInModal<Outcome>(
    { title: i18n.t('common:secondaryPassword.title'), testId: 'secondary-password-modal' },
    (answer) => (
      <SecondaryPasswordForm
        onSubmit={async (secPassword) => {
          try {
            answer({ result: await send(secPassword) });
          } catch (failure) {
            if (failure instanceof ApiError && wrongPasswordCodes.has(failure.code)) throw failure;
            answer({ failure });
          }
        }}
        onForgot={() => {
          answer(null);
          navigateTo(paths.member.forgetSecPassword);
        }}
      />
    ),
  );
  if (outcome === null) return null;
  if ('failure' in outcome) throw outcome.failure;
  return { result: outcome.result } satisfies SentWithPassword<T>;
}
