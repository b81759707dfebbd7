import { Breadcrumbs, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TeamSearchResult, teamSearchQuery } from '@tandem/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSearchTeam } from '../api/search-team';

type Values = z.output<typeof teamSearchQuery>;

/**
 * Finds a member of the caller's subtree by username and hands back the path to them, which the tree
 * opens level by level. A name outside the subtree is "not found", never a peek at another team.
 */
export function TeamSearch({ onFound }: { onFound: (result: TeamSearchResult) => void }) {
  const { t, i18n } = useTranslation(['team', 'errors']);
  const search = useSearchTeam();
  const form = useForm<Values>({ resolver: zodResolver(teamSearchQuery), defaultValues: { username: '' } });
  const [found, setFound] = useState<TeamSearchResult | null>(null);
  // The search's own words: an empty name, a name not in the team, or a refusal's catalogue text.
  const error = form.formState.errors.username?.message;
  const errorText =
    error === undefined
      ? undefined
      : error === 'required'
        ? t('team:search.required')
        : error === 'notFound'
          ? t('team:search.notFound')
          : i18n.exists(`errors:${error}`)
            ? t(`errors:${error}`)
            : t('errors:field.invalid');

  const onSearch = form.handleSubmit(async ({ username }) => {
    try {
      const result = await search.mutateAsync(username);
      setFound(result);
      onFound(result);
    } catch (err) {
      setFound(null);
      if (err instanceof ApiError && err.status === 404) return form.setError('username', { message: 'notFound' });
      if (err instanceof ApiError && err.status < 500 && i18n.exists(`errors:${err.code}`))
        return form.setError('username', { message: err.code });
      notifyError(err);
    }
  });

  return (
    <Paper withBorder radius="md" p="sm">
      <form noValidate onSubmit={(event) => void onSearch(event)}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder={t('team:search.placeholder')}
            aria-label={t('team:search.placeholder')}
            {...form.register('username', { onChange: () => form.clearErrors('username') })}
            error={errorText}
            autoCapitalize="none"
            autoComplete="off"
            maxLength={50}
            data-testid="team-search-input"
          />
          <Button type="submit" loading={search.isPending} data-testid="team-search-submit">
            {t('team:search.submit')}
          </Button>
        </Group>
      </form>
      {found ? (
        <Text size="xs" c="dimmed" mt="xs" component="div" data-testid="team-search-path">
          {t('team:search.foundAt', { level: found.member.level })}
          <Breadcrumbs separator="›" mt={4} style={{ flexWrap: 'wrap' }}>
            <Text size="xs">{t('team:tree.you')}</Text>
            {found.path.map((step) => (
              <Text key={step.id} size="xs" fw={600}>
                {step.username}
              </Text>
            ))}
          </Breadcrumbs>
        </Text>
      ) : null}
    </Paper>
  );
}
