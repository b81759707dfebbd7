import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { MemberInfo } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { kycStatusColors } from '@/lib/status-colors';

/** Rank names come from staff, in the reader's language (the server picks it); rank 0 (or none yet) reads as a plain "Member", translated. */
export function useRankName(rank: MemberInfo['rank']) {
  const { t } = useTranslation('member');
  if (rank.id === null || rank.id === 0) return t('rank.none');
  return rank.rank_name || rank.rank_name_en;
}

export function MemberSummary({ info }: { info: MemberInfo }) {
  const { t, i18n } = useTranslation('member');
  const rankName = useRankName(info.rank);
  return (
    <Paper withBorder radius="md" p="md" data-testid="member-summary">
      <Group wrap="nowrap" align="flex-start">
        <Avatar color="teal" radius="xl" size="lg" aria-hidden>
          {info.username.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Text fw={700} size="lg" truncate="end" data-testid="member-username">
            {info.nickname || info.username}
          </Text>
          {info.nickname ? (
            <Text size="sm" c="dimmed" truncate="end">
              @{info.username}
            </Text>
          ) : null}
          <Group gap={6}>
            <Badge variant="light" color="teal" data-server-text>
              {rankName}
            </Badge>
            <Badge variant="light" color={kycStatusColors[info.check_kyc.status]}>
              {t(`kycStatus.${info.check_kyc.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('profile.joined', { date: formatDate(info.created_at, i18n.language) })}
            {info.sponsor_username ? ` · ${t('profile.sponsor', { username: info.sponsor_username })}` : ''}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
