import { Badge, Code, Collapse, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AuditEntry } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

function Json({ value }: { value: unknown }) {
  return (
    <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
    </Code>
  );
}

/** Actions other modules add show their code until they get a translation. */
export function useActionLabel() {
  const { t } = useTranslation('admin');
  return (action: string) => t(`audit.actions.${action}`, { defaultValue: action });
}

/** One audit row: the gist at a glance, the evidence (before/after, IP, device, request id) on demand. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const actionLabel = useActionLabel();
  const [isOpen, details] = useDisclosure(false);
  const isFailure = entry.action.endsWith('_failed');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="audit-entry">
      <UnstyledButton onClick={details.toggle} w="100%" aria-expanded={isOpen}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge color={isFailure ? 'red' : 'blue'} variant="light" tt="none">
              {actionLabel(entry.action)}
            </Badge>
            {entry.target_type ? (
              <Text size="sm" c="dimmed">
                {entry.target_type}
                {entry.target_id ? ` #${entry.target_id}` : ''}
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.created_at, i18n.language)}
          </Text>
        </Group>
        <Text size="sm" mt={4}>
          {t('audit.by')}: <b>{entry.staff_username ?? (isFailure ? t('audit.anonymous') : t('audit.system'))}</b>
        </Text>
        {entry.reason ? (
          <Text size="sm" mt={2}>
            {t('audit.reason')}: {entry.reason}
          </Text>
        ) : null}
      </UnstyledButton>
      <Collapse expanded={isOpen}>
        <Stack gap="xs" mt="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {(['before', 'after'] as const).map((side) => (
              <div key={side}>
                <Text size="xs" fw={600}>
                  {t(`audit.${side}`)}
                </Text>
                <Json value={entry[side]} />
              </div>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {t('audit.ip')}: {entry.ip ?? '—'} · {t('audit.requestId')}: {entry.request_id ?? '—'}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {t('audit.userAgent')}: {entry.user_agent ?? '—'}
          </Text>
        </Stack>
      </Collapse>
    </Paper>
  );
}
