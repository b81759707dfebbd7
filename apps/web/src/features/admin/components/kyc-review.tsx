import { Alert, Anchor, Badge, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../api/get-me';
import { useDecideKyc, useKycSubmission } from '../api/kyc-review';
import { KycApproveModal, KycRejectModal } from './kyc-decision-modals';
import { KycImageViewer } from './kyc-image-viewer';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { DetailField, DetailSection, TitledList } from './detail-section';
import { kycStatusColors } from '@/lib/status-colors';
import { MemberLink } from './member-link';

/** One submission: who sent what, the photos, warnings, the member's history, and the decision. */
export function KycReview({ id }: { id: string }) {
  const { t } = useTranslation('admin-kyc');
  const submission = useKycSubmission(id);
  const decide = useDecideKyc(id);
  const canReview = useCan('kyc.review');
  const [openModal, setOpenModal] = useState<'approve' | 'reject' | null>(null);

  if (submission.isPending) return <PageLoader />;
  if (submission.isError) return <LoadError error={submission.error} onRetry={() => void submission.refetch()} />;
  const s = submission.data;
  const open = (which: 'approve' | 'reject') => {
    decide.reset();
    setOpenModal(which);
  };
  const done = (key: string) => ({
    onSuccess: () => {
      setOpenModal(null);
      notifySuccess(key);
    },
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={2} data-testid="admin-kyc-username">
            {s.username}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reviewTitle', { id: s.id })}
          </Text>
        </div>
        <Badge color={kycStatusColors[s.status]} size="lg" variant="light" data-testid="admin-kyc-state">
          {t(`statuses.${s.status}`)}
        </Badge>
      </Group>

      {s.duplicates.length > 0 ? (
        <Alert color="orange" variant="light" title={t('duplicateTitle')} data-testid="admin-kyc-duplicates">
          <Text size="sm" mb={4}>
            {t('duplicateBody')}
          </Text>
          <List size="sm">
            {s.duplicates.map((d) => (
              <List.Item key={d.submission_id}>
                <MemberLink id={d.member_id}>{d.username}</MemberLink> · {t(`statuses.${d.status}`)} ·{' '}
                {formatDateTime(d.created_at, i18n.language)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      <DetailSection>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <DetailField label={t('member')}>
            <MemberLink id={s.member_id}>{s.username}</MemberLink>
          </DetailField>
          <DetailField label={t('fullname')}>
            <span data-testid="admin-kyc-fullname">{s.fullname ?? '—'}</span>
          </DetailField>
          <DetailField label={t('email')}>{s.email ?? '—'}</DetailField>
          <DetailField label={t('country')}>{s.country_name_en}</DetailField>
          <DetailField label={t('documentType')}>{t(`types.${s.type}`)}</DetailField>
          <DetailField label={t('identityNumber')}>
            <span style={{ fontFamily: 'monospace' }} data-testid="admin-kyc-number">
              {s.identity_number}
            </span>
          </DetailField>
          <DetailField label={t('submittedAt')}>{formatDateTime(s.created_at, i18n.language)}</DetailField>
          {s.status !== 'pending' ? (
            <>
              <DetailField label={t('decidedAt')}>{formatDateTime(s.decided_at, i18n.language)}</DetailField>
              <DetailField label={t('decidedBy')}>{s.decided_by ?? '—'}</DetailField>
            </>
          ) : null}
          {s.reject_reason ? (
            <DetailField label={t('reason')}>
              {t(`reasons.${s.reject_reason}`)}
              {s.reject_note ? ` — ${s.reject_note}` : ''}
            </DetailField>
          ) : null}
        </SimpleGrid>
      </DetailSection>

      <DetailSection title={t('images')}>
        <KycImageViewer id={s.id} hasRear={s.has_rear} />
      </DetailSection>

      {s.status === 'pending' && canReview ? (
        <Group gap="sm">
          <Button color="teal" onClick={() => open('approve')} data-testid="admin-kyc-approve">
            {t('approve')}
          </Button>
          <Button color="red" variant="light" onClick={() => open('reject')} data-testid="admin-kyc-reject">
            {t('reject')}
          </Button>
        </Group>
      ) : (
        <Alert color="gray" variant="light">
          {t('decided')}
        </Alert>
      )}

      <TitledList
        title={t('history')}
        items={s.history}
        emptyText={t('noHistory')}
        renderItem={(h) => (
          <Group key={h.id} gap="xs" wrap="wrap">
            <Anchor component={Link} to={paths.admin.kycReview(h.id)} size="sm">
              #{h.id}
            </Anchor>
            <Text size="sm">
              {t(`types.${h.type}`)} · {formatDateTime(h.created_at, i18n.language)}
              {h.reject_reason ? ` · ${t(`reasons.${h.reject_reason}`)}` : ''}
            </Text>
            <Badge color={kycStatusColors[h.status]} variant="light" size="sm">
              {t(`statuses.${h.status}`)}
            </Badge>
          </Group>
        )}
      />

      <KycApproveModal
        isOpen={openModal === 'approve'}
        isPending={decide.isPending}
        error={decide.error}
        onClose={() => setOpenModal(null)}
        onConfirm={() => decide.mutate({ action: 'approve' }, done('admin-kyc:approvedDone'))}
      />
      <KycRejectModal
        isOpen={openModal === 'reject'}
        isPending={decide.isPending}
        error={decide.error}
        onClose={() => setOpenModal(null)}
        onConfirm={(input) => decide.mutate({ action: 'reject', ...input }, done('admin-kyc:rejectedDone'))}
      />
    </Stack>
  );
}
