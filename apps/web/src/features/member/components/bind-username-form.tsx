import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { bindUsernameInput, stripChinese } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@/components/form-text-input';
import type { z } from 'zod';
import { handleFormError } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useBindUsername } from '../api/bind-username';

type Values = z.input<typeof bindUsernameInput>;

/** A wallet-login member still named by their address picks a username (decisions.md, accounts). */
export function BindUsernameForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const mutation = useBindUsername();
  const form = useForm<Values>({
    resolver: zodResolver(bindUsernameInput),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values.username);
      notifySuccess('member:bindUsername.done');
      onDone();
    } catch (error) {
      handleFormError(error, form.setError, ['username']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="bind-username-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('bindUsername.intro')}
        </Text>
        <FormTextInput
          control={form.control}
          name="username"
          transform={stripChinese}
          label={t('fields.username')}
          description={t('hints.username')}
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus
          testId="bind-username-input"
        />
        <Button type="submit" loading={mutation.isPending} data-testid="bind-username-submit">
          {t('bindUsername.submit')}
        </Button>
      </Stack>
    </form>
  );
}
