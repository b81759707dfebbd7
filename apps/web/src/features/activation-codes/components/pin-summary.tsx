import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PinInfo } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { FigureCard } from '@/components/figure-card';
import { TotalsHero } from '@/components/totals-hero';
import { formatCount, formatDateTime, formatUsdt } from '@/lib/format';

/**
 * The head of the codes page: whether the member's own account is active (and what needs it to be),
 * then the price, the validity and how many usable codes they hold.
 */
export function PinSummary({ info }: { info: PinInfo }) {
  const { t, i18n } = useTranslation('pins');
  const lng = i18n.language;
  const needs = info.required_for.map((feature) => t(`summary.features.${feature}`)).join(', ');
  return (
    <Stack gap="sm" data-testid="pin-summary">
      <TotalsHero color="indigo">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" opacity={0.9}>
            {t('summary.account')}
          </Text>
          <Badge color={info.activated ? 'teal' : 'yellow'} variant="filled" tt="none" data-testid="pin-account-state">
            {t(info.activated ? 'summary.active' : 'summary.inactive')}
          </Badge>
        </Group>
        <Text size="sm" mt={6}>
          {info.activated
            ? t('summary.activatedAt', { at: formatDateTime(info.activated_at, lng) })
            : needs
              ? t('summary.needed', { features: needs })
              : t('summary.notNeeded')}
        </Text>
      </TotalsHero>
      <SimpleGrid cols={3} spacing="xs">
        <FigureCard label={t('summary.price')} value={formatUsdt(info.price, lng)} testId="pin-price" />
        <FigureCard
          label={t('summary.validity')}
          value={t('summary.days', { days: info.validity_days })}
          testId="pin-validity"
        />
        <FigureCard label={t('summary.valid')} value={formatCount(info.valid_count, lng)} testId="pin-valid-count" />
      </SimpleGrid>
    </Stack>
  );
}
