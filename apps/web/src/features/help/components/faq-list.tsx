import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HelpValues } from '../help-values';

/** The FAQ's topics and, under each, its questions (keys of help.json `faq.items`), in reading order. */
export const faqGroups = {
  start: ['signup', 'secPassword'],
  staking: ['staking', 'profit', 'maturity', 'surrender'],
  money: ['deposit', 'withdraw', 'fees', 'transfer'],
  kyc: ['kyc'],
  team: ['team'],
  account: ['support'],
} as const;

/** The questions by topic; one answer opens at a time, and each quotes the platform's current settings. */
export function FaqList({ values }: { values: HelpValues }) {
  const { t } = useTranslation('help');
  return (
    <Stack gap="lg" data-testid="help-faq">
      {Object.entries(faqGroups).map(([group, items]) => (
        <Stack key={group} gap="xs">
          <Title order={3} size="h5">
            {t(`faq.groups.${group}`)}
          </Title>
          <Accordion variant="separated" radius="md">
            {items.map((item) => (
              <Accordion.Item key={item} value={item} data-testid={`help-faq-${item}`}>
                <Accordion.Control>
                  <Text fw={500} size="sm">
                    {t(`faq.items.${item}.q`)}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{t(`faq.items.${item}.a`, values)}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
