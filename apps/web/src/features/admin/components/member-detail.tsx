import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MemberAction, useChangeMember } from '../api/change-member';
import { useCan } from '../api/get-me';
import { useMember } from '../api/get-member';
import { AuditEntryCard } from './audit-entry-card';
import { ReasonModal } from './reason-modal';
import { KycBadge, MemberStatusBadge } from './status-badges';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { DetailField, DetailSection, TitledList } from './detail-section';
import { MemberLink } from './member-link';

const actionText: Record<MemberAction, { label: string; hint: string; done: string; color: string }> = {
  freeze: { label: 'member.freeze', hint: 'member.freezeHint', done: 'admin:member.frozen', color: 'red' },
  unfreeze: { label: 'member.unfreeze', hint: 'member.unfreezeHint', done: 'admin:member.unfrozen', color: 'teal' },
  resetSecPassword: {
    label: 'member.resetSecPassword',
    hint: 'member.resetSecPasswordHint',
    done: 'admin:member.secPasswordReset',
    color: 'orange',
  },
};

function MemberActionButton({ id, action }: { id: string; action: MemberAction }) {
  const { t } = useTranslation('admin');
  const [isOpen, setOpen] = useState(false);
  const change = useChangeMember(action, id);
  const text = actionText[action];
  return (
    <>
      <Button
        variant="light"
        color={text.color}
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
        data-testid={`admin-member-${action}`}
      >
        {t(text.label)}
      </Button>
      <ReasonModal
        isOpen={isOpen}
        title={t(text.label)}
        hint={t(text.hint)}
        confirmLabel={t('confirm')}
        color={text.color}
        isPending={change.isPending}
        error={change.error}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          change.mutate(reason, {
            onSuccess: () => {
              setOpen(false);
              notifySuccess(text.done);
            },
          })
        }
      />
    </>
  );
}

function languageLabel(code: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function MemberDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin');
  const member = useMember(id);
  const canFreeze = useCan('members.freeze');
  const canResetSecPassword = useCan('members.resetSecPassword');

  if (member.isPending) return <PageLoader />;
  if (member.isError) return <LoadError error={member.error} onRetry={() => void member.refetch()} />;
  const m = member.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={2} style={{ wordBreak: 'break-all' }} data-testid="admin-member-username">
            {m.username}
          </Title>
          <Text size="sm" c="dimmed">
            #{m.id} · {t('members.joined')} {formatDateTime(m.created_at, i18n.language)}
          </Text>
        </div>
        <Group gap="xs">
          <MemberStatusBadge status={m.status} />
          <KycBadge status={m.kyc_status} />
        </Group>
      </Group>

      <DetailSection title={t('member.profile')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <DetailField label={t('members.fullname')}>{m.fullname ?? t('none')}</DetailField>
          <DetailField label={t('member.nickname')}>{m.nickname ?? t('none')}</DetailField>
          <DetailField label={t('members.email')}>{m.email ?? t('none')}</DetailField>
          <DetailField label={t('member.mobile')}>{m.mobile ?? t('none')}</DetailField>
          <DetailField label={t('member.country')}>{m.country.name_en}</DetailField>
          <DetailField label={t('member.language')}>{languageLabel(m.language, i18n.language)}</DetailField>
          <DetailField label={t('members.sponsor')}>
            {m.sponsor ? <MemberLink id={m.sponsor.id}>{m.sponsor.username}</MemberLink> : t('none')}
          </DetailField>
          <DetailField label={t('member.directCount')}>{m.direct_count}</DetailField>
          <DetailField label={t('member.sessions')}>
            <span data-testid="admin-member-sessions">{m.active_sessions_count}</span>
          </DetailField>
          <DetailField label={t('member.secPassword')}>
            {m.has_sec_password ? t('member.secPasswordSet') : t('member.secPasswordUnset')}
          </DetailField>
          <DetailField label={t('member.wallet')}>{m.wallet_address ?? t('none')}</DetailField>
        </SimpleGrid>
      </DetailSection>

      <DetailSection title={t('member.actions')}>
        {canFreeze || canResetSecPassword ? (
          <Group gap="sm">
            {canFreeze ? (
              <MemberActionButton id={m.id} action={m.status === 'active' ? 'freeze' : 'unfreeze'} key={m.status} />
            ) : null}
            {canResetSecPassword && m.has_sec_password ? (
              <MemberActionButton id={m.id} action="resetSecPassword" />
            ) : null}
          </Group>
        ) : (
          <Alert variant="light" color="gray">
            {t('member.readOnly')}
          </Alert>
        )}
      </DetailSection>

      <TitledList
        title={t('member.recentAudit')}
        items={m.recent_audit}
        emptyText={t('empty')}
        renderItem={(entry) => <AuditEntryCard key={entry.id} entry={entry} />}
      />
    </Stack>
  );
}
