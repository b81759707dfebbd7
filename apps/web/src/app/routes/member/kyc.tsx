import { Alert, Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useKyc } from '@/features/kyc/api/get-kyc';
import { KycForm } from '@/features/kyc/components/kyc-form';
import { KycHistory, KycStatusCard } from '@/features/kyc/components/kyc-status-card';
import { memberKeys } from '@/lib/query-keys';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';

/**
 * /web/kyc: where the member's identity check stands, why a rejection happened, and the form to
 * send documents (first time, or again after a rejection).
 */
export default function KycPage() {
  const { t } = useTranslation('kyc');
  const queryClient = useQueryClient();
  const kyc = useKyc();
  const memberInfo = useMemberInfo();

  const body = () => {
    if (kyc.isPending || memberInfo.isPending) return <Skeleton h={320} radius="md" />;
    if (kyc.isError) return <LoadError error={kyc.error} onRetry={() => void kyc.refetch()} />;
    if (memberInfo.isError) return <LoadError error={memberInfo.error} onRetry={() => void memberInfo.refetch()} />;
    const { status, can_submit: canSubmit, submissions } = kyc.data;
    const [current, ...earlier] = submissions;
    const hasFullname = Boolean(memberInfo.data.fullname?.trim());
    return (
      <Stack gap="md">
        <KycStatusCard status={status} current={current} />
        {canSubmit ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Text fw={600}>{status === 'rejected' ? t('form.resubmitTitle') : t('form.title')}</Text>
              {hasFullname ? (
                <>
                  <Text size="sm" c="dimmed">
                    {t('form.nameCheck', { name: memberInfo.data.fullname })}
                  </Text>
                  <KycForm
                    isResubmission={status === 'rejected'}
                    defaultType={status === 'rejected' ? current?.type : undefined}
                    onSubmitted={() => void queryClient.invalidateQueries({ queryKey: memberKeys.info() })}
                  />
                </>
              ) : (
                <Alert color="yellow" variant="light" data-testid="kyc-fullname-missing">
                  <Text size="sm">{t('form.fullnameMissing')}</Text>
                  <Anchor component={Link} to={paths.member.account} size="sm" fw={600}>
                    {t('form.goToAccount')}
                  </Anchor>
                </Alert>
              )}
            </Stack>
          </Paper>
        ) : null}
        <KycHistory submissions={status === 'none' ? submissions : earlier} />
      </Stack>
    );
  };

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.member.profile} />
      {body()}
    </>
  );
}
