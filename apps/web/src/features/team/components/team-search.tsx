import { Breadcrumbs, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import type { TeamSearchResult } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSearchTeam } from '../api/search-team';

/**
 * Finds a member of the caller's subtree by username and hands back the path to them, which the tree
 * opens level by level. A name outside the subtree is "not found", never a peek at another team.
 */
export function TeamSearch({ onFound }: { onFound: (result: TeamSearchResult) => void }) {
  const { t, i18n } = useTranslation(['team', 'errors']);
  const search = useSearchTeam();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<TeamSearchResult | null>(null);

  const onSearch = async () => {
    const name = username.trim();
    if (name === '') return setError(t('team:search.required'));
    try {
      const result = await search.mutateAsync(name);
      setFound(result);
      onFound(result);
    } catch (err) {
      setFound(null);
      if (err instanceof ApiError && err.status === 404) return setError(t('team:search.notFound'));
      if (err instanceof ApiError && err.status < 500 && i18n.exists(`errors:${err.code}`))
        return setError(t(`errors:${err.code}`));
      notifyError(err);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSearch();
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder={t('team:search.placeholder')}
            aria-label={t('team:search.placeholder')}
            value={username}
            onChange={(event) => {
              setUsername(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
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
