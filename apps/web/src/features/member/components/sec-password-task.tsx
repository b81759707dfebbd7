import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useMemberInfo } from '../api/get-member-info';

/**
 * A task that opens in place of its page (a stake, a transfer, a swap) and needs the secondary
 * password: its header with the way back, a notice with the way to set the password while the member
 * has none, and the form in a card. `namespace` holds the notice's words (`needsSecPassword`,
 * `setSecPassword`); the notice is `<namespace>-needs-sec-password` to tests.
 */
export function SecPasswordTask({
  title,
  backTo,
  namespace,
  children,
}: {
  title: string;
  backTo: string;
  namespace: 'staking' | 'wallet';
  children: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const memberInfo = useMemberInfo();
  // Until the member is known the notice stays away rather than flash for members who have one.
  const hasSecPassword = memberInfo.data ? memberInfo.data.password2 !== null : true;
  return (
    <Stack gap="md">
      <PageHeader title={title} backTo={backTo} />
      {hasSecPassword ? null : (
        <Alert color="yellow" variant="light" data-testid={`${namespace}-needs-sec-password`}>
          {t('needsSecPassword')}{' '}
          <Anchor component={Link} to={paths.member.setSecPassword} size="sm">
            {t('setSecPassword')}
          </Anchor>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        {children}
      </Paper>
    </Stack>
  );
}
