import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { BonusRecord, InvestRecord, ProfitRecord, QuitRecord } from '@tandem/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedRecordList } from '@/components/paged-record-list';
import { RecordCard } from '@/components/record-card';
import { formatDateTime, formatDay, formatUsdt } from '@/lib/format';
import { useBonusRecords, useStakingRecords } from '../api/get-records';
import { type RecordTab, recordTabs } from '../record-tabs';

const trimPercent = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

function useFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return {
    money: (value: string) => formatUsdt(value, lng),
    /** Profit lines are small: show all six decimals so a line adds up. */
    exact: (value: string) => formatUsdt(value, lng, 6).replace(/(?<=[.,]\d{2}\d*?)0+$/, ''),
    day: (value: string) => formatDay(value, lng),
    time: (iso: string) => formatDateTime(iso, lng),
  };
}

/** A staking record's card: the amount on the right in figures that line up from row to row. */
function Row({ title, amount, children }: { title: ReactNode; amount: ReactNode; children?: ReactNode }) {
  return (
    <RecordCard
      testId="record-item"
      align="flex-start"
      title={title}
      aside={
        <Text fw={700} size="sm" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
          {amount}
        </Text>
      }
    >
      {children}
    </RecordCard>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" mt={2}>
      {children}
    </Text>
  );
}

function ProfitRow({ record }: { record: ProfitRecord }) {
  const { t } = useTranslation('staking');
  const f = useFormat();
  return (
    <Row title={record.package_name} amount={`+${f.exact(record.amount)}`}>
      <Detail>
        {t('records.profitTrace', {
          day: f.day(record.business_day),
          principal: f.money(record.principal),
          rate: record.daily_rate,
        })}
      </Detail>
      <Badge mt={4} size="xs" variant="light" color={record.status === 'claimed' ? 'gray' : 'teal'} tt="none">
        {t(`records.profitStatus.${record.status}`)}
      </Badge>
    </Row>
  );
}

function InvestRow({ record }: { record: InvestRecord }) {
  const { t } = useTranslation(['staking', 'wallet']);
  const f = useFormat();
  return (
    <Row title={`${t(`records.investKind.${record.kind}`)} · ${record.package_name}`} amount={f.money(record.amount)}>
      <Detail>
        {f.time(record.created_at)}
        {record.source_wallet ? ` · ${t(`wallet:names.${record.source_wallet}`)}` : ''}
      </Detail>
    </Row>
  );
}

function QuitRow({ record }: { record: QuitRecord }) {
  const { t } = useTranslation('staking');
  const f = useFormat();
  return (
    <Row
      title={`${t(`records.quitAction.${record.action}`)} · ${record.package_name}`}
      amount={f.money(record.returned)}
    >
      <Detail>{t('records.quitTrace', { amount: f.money(record.amount), penalty: f.money(record.penalty) })}</Detail>
      <Detail>{f.time(record.requested_at)}</Detail>
      <Group gap={6} mt={4}>
        <Badge size="xs" variant="light" tt="none" data-testid="quit-status">
          {t(`records.quitStatus.${record.status}`)}
        </Badge>
        {record.reason ? (
          <Text size="xs" c="dimmed">
            {t('records.reason', { reason: record.reason })}
          </Text>
        ) : null}
      </Group>
    </Row>
  );
}

function BonusRow({ record }: { record: BonusRecord }) {
  const { t } = useTranslation('staking');
  const f = useFormat();
  const title =
    record.kind === 'level'
      ? t('records.bonusKind.level', { level: record.level ?? 0 })
      : t(`records.bonusKind.${record.kind}`);
  return (
    <Row title={title} amount={`+${f.exact(record.amount)}`}>
      <Detail>
        {t('records.bonusTrace', {
          base: f.exact(record.base),
          rate: trimPercent(record.rate_percent),
          amount: f.exact(record.amount),
        })}
      </Detail>
      <Detail>
        {record.source_username ? t('records.bonusFrom', { username: record.source_username }) : null}
        {record.source_username ? ' · ' : ''}
        {record.business_day ? f.day(record.business_day) : f.time(record.created_at)}
      </Detail>
      <Detail>
        {t(`records.ruleText.${record.kind}`, { level: record.level ?? 1, rate: trimPercent(record.rate_percent) })}
      </Detail>
    </Row>
  );
}

/** Each record kind's page is a pagedRecordList of its own rows, with the same empty text. */
const words = { empty: 'staking:records.empty', testId: 'records' };
const useProfitRecords = (page: number) => useStakingRecords('profit', page);
const useInvestRecords = (page: number) => useStakingRecords('invest', page);
const useQuitRecords = (page: number) => useStakingRecords('quit', page);
const ProfitList = pagedRecordList(useProfitRecords, words, ProfitRow);
const InvestList = pagedRecordList(useInvestRecords, words, InvestRow);
const QuitList = pagedRecordList(useQuitRecords, words, QuitRow);
const BonusList = pagedRecordList(useBonusRecords, words, BonusRow);

/** Profit lines, purchases, quits and bonuses, each line with where it came from. */
export function StakingRecords({
  tab,
  page,
  onChange,
}: {
  tab: RecordTab;
  page: number;
  onChange: (tab: RecordTab, page: number) => void;
}) {
  const { t } = useTranslation('staking');
  const onPageChange = (next: number) => onChange(tab, next);
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        size="xs"
        value={tab}
        onChange={(value) => onChange(value as RecordTab, 1)}
        data={recordTabs.map((value) => ({ value, label: t(`records.tabs.${value}`) }))}
        data-testid="records-tabs"
      />
      {tab === 'profit' ? <ProfitList page={page} onPageChange={onPageChange} /> : null}
      {tab === 'invest' ? <InvestList page={page} onPageChange={onPageChange} /> : null}
      {tab === 'quit' ? <QuitList page={page} onPageChange={onPageChange} /> : null}
      {tab === 'bonus' ? <BonusList page={page} onPageChange={onPageChange} /> : null}
    </Stack>
  );
}
