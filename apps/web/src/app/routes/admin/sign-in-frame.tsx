import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminLanguageMenu } from '@/features/admin/components/admin-language-menu';
import { PRODUCT_NAME } from '@/lib/config';

/** The card the three sign-in steps share. */
export function SignInFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('admin-sign-in');
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            {t('brand', { product: PRODUCT_NAME })}
          </Text>
          <AdminLanguageMenu />
        </Group>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed" mt={4}>
              {subtitle}
            </Text>
          ) : null}
          <Stack mt="lg">{children}</Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
