import { Paper, Stack, Title } from '@mantine/core';
import { type PinStatus, pinStatuses } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { TabSwitch, useUrlTabs } from '@/components/url-tabs';
import { paths } from '@/config/paths';
import { usePinCodes } from '@/features/activation-codes/api/get-pin-codes';
import { usePinInfo } from '@/features/activation-codes/api/get-pin-info';
import { ActivatePinForm } from '@/features/activation-codes/components/activate-pin-form';
import { BuyPinsForm } from '@/features/activation-codes/components/buy-pins-form';
import { PinCodeList } from '@/features/activation-codes/components/pin-code-list';
import { PinSummary } from '@/features/activation-codes/components/pin-summary';
import { PinTransferList } from '@/features/activation-codes/components/pin-transfer-list';
import { TransferPinsForm } from '@/features/activation-codes/components/transfer-pins-form';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { pageFrom } from '../admin/use-list-search';

/**
 * /web/pin, the activation codes: the account's state on top, then buy, the member's codes, transfer
 * (with the codes sent and received below it) and activate as tabs kept in the address (?tab=, with the
 * codes' ?status= and each list's ?page=), so a reload or the back button keeps the place. Four tabs
 * fit a 360-pixel phone in every language; a fifth did not.
 */
export default function ActivationCodesPage() {
  const { t } = useTranslation('pins');
  const tabs = useUrlTabs({
    buy: t('tabs.buy'),
    codes: t('tabs.codes'),
    transfer: t('tabs.transfer'),
    activate: t('tabs.activate'),
  });
  const info = usePinInfo();
  const wallet = useWallet();
  const member = useMemberInfo();
  // Transfer and activate offer the member's usable codes (one page: at most PIN_BATCH_MAX of them).
  const valid = usePinCodes('valid', 1);

  if (info.isPending) return <PageLoader />;
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  const validCodes = valid.data?.list.map((pin) => pin.code) ?? [];
  const page = pageFrom(tabs.search);
  const status = pinStatuses.find((value) => value === tabs.search.get('status')) ?? null;
  const showCodes = () => tabs.setTab('codes');
  const goTo = (next: { status?: PinStatus | null; page: number }) =>
    tabs.setSearch(
      {
        tab: tabs.tab,
        ...(next.status ? { status: next.status } : {}),
        ...(next.page > 1 ? { page: String(next.page) } : {}),
      },
      { replace: true },
    );

  const panel = {
    buy: <BuyPinsForm info={info.data} cashBalance={wallet.data?.point1} onDone={showCodes} />,
    codes: (
      <PinCodeList
        status={status}
        page={page}
        onChange={(nextStatus, nextPage) => goTo({ status: nextStatus, page: nextPage })}
      />
    ),
    transfer: (
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <TransferPinsForm validCodes={validCodes} />
        </Paper>
        <Title order={3} size="h5">
          {t('records.title')}
        </Title>
        <PinTransferList page={page} onPageChange={(nextPage) => goTo({ page: nextPage })} />
      </Stack>
    ),
    activate: (
      <ActivatePinForm
        validCodes={validCodes}
        suggestedUsername={info.data.activated ? '' : (member.data?.username ?? '')}
        onDone={showCodes}
      />
    ),
  }[tabs.tab];
  const isForm = tabs.tab === 'buy' || tabs.tab === 'activate';

  return (
    <Stack gap="md">
      <PageHeader title={t('title')} backTo={paths.member.profile} />
      <PinSummary info={info.data} />
      <TabSwitch tabs={tabs} testId="pin-tabs" />
      {isForm ? (
        <Paper withBorder radius="md" p="md">
          {panel}
        </Paper>
      ) : (
        panel
      )}
    </Stack>
  );
}
