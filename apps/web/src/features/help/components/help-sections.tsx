import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpValues } from '../help-values';

/** A help page's titled sections (help.json `<doc>.sections` or `.steps`), numbered for a guide's steps. */
export function HelpSections({
  doc,
  part,
  sections,
  values,
  numbered = false,
}: {
  doc: 'guide' | 'protection';
  part: 'steps' | 'sections';
  sections: ReadonlyArray<{ key: string; to?: string }>;
  values?: Partial<HelpValues>;
  numbered?: boolean;
}) {
  const { t } = useTranslation('help');
  return (
    <Stack gap="sm" data-testid={`help-${doc}`}>
      <Text size="sm" c="dimmed">
        {t(`${doc}.intro`)}
      </Text>
      {sections.map(({ key, to }, index) => (
        <Paper key={key} withBorder radius="md" p="md" component="section" data-testid={`help-${doc}-${key}`}>
          <Stack gap={6}>
            <Title order={3} size="h5">
              {numbered ? `${index + 1}. ` : ''}
              {t(`${doc}.${part}.${key}.title`)}
            </Title>
            <Text size="sm">{t(`${doc}.${part}.${key}.body`, values)}</Text>
            {to ? (
              <Group justify="flex-end">
                <Button component={Link} to={to} variant="light" size="xs">
                  {t('guide.open')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
