import { Alert, Button, Stack, Text } from '@mantine/core';
import { type HomePageData, parseMoneyToMicro } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A member with nothing in the wallets and nothing staked: where everything starts. */
export const isEmptyPortfolio = (data: HomePageData) =>
  parseMoneyToMicro(data.total_assets) === 0n && parseMoneyToMicro(data.invest) === 0n;

/** "Deposit to start" on a new member's homepage (audit section d), instead of a wall of 0.00. */
export function DepositCall() {
  const { t } = useTranslation('home');
  return (
    <Alert color="teal" variant="light" radius="md" title={t('depositCta.title')} data-testid="home-deposit-cta">
      <Stack gap="sm">
        <Text size="sm">{t('depositCta.body')}</Text>
        <Button component={Link} to={paths.member.deposit} color="teal" data-testid="home-deposit">
          {t('depositCta.action')}
        </Button>
      </Stack>
    </Alert>
  );
}
