import { ActionIcon, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft } from './icons';

/** A page's title row, with a back link when the page sits below another one. */
export function PageHeader({ title, backTo, right }: { title: ReactNode; backTo?: string; right?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Group justify="space-between" wrap="nowrap" mb="md" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {backTo ? (
          <ActionIcon component={Link} to={backTo} variant="subtle" color="gray" size="lg" aria-label={t('back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        ) : null}
        <Title order={2} size="h3" lineClamp={2}>
          {title}
        </Title>
      </Group>
      {right}
    </Group>
  );
}
