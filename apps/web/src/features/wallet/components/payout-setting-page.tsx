import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useBankInfo } from '../api/get-bank-info';
import { SetBankForm } from './set-bank-form';
import { SetCoinForm } from './set-coin-form';

const screens = {
  bank: { title: 'setBank.title', Form: SetBankForm },
  coin: { title: 'setCoin.title', Form: SetCoinForm },
} as const;

/**
 * The screen of one payout destination (bank account or BEP-20 address): the member's current payout
 * details load, then its form; saving goes back to the withdrawal it is for.
 */
export function PayoutSettingPage({ kind }: { kind: keyof typeof screens }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const payout = useBankInfo();
  const { title, Form } = screens[kind];
  return (
    <Stack gap="md">
      <PageHeader title={t(title)} backTo={paths.member.withdraw} />
      <QueryState query={payout}>
        {(data) => (
          <Paper withBorder radius="md" p="md">
            <Form payout={data} onDone={() => navigate(paths.member.withdraw)} />
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
