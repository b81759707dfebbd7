import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A framed part of a back-office detail page (profile, photos, actions), under its heading. */
export function DetailSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      {title ? (
        <Title order={4} mb="sm">
          {title}
        </Title>
      ) : null}
      {children}
    </Paper>
  );
}

/** One labelled value of a detail page; long values (emails, addresses) break instead of overflowing. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </div>
  );
}

/** A list of a detail page under its heading (history, recent audit), or the empty text when it has none. */
export function TitledList<T>({
  title,
  items,
  emptyText,
  renderItem,
}: {
  title: string;
  items: T[];
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        items.map(renderItem)
      )}
    </Stack>
  );
}
