import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { IconChevronRight } from './icons';

export interface LinkItem {
  label: ReactNode;
  /** The row's icon (one of components/icons), drawn at the list's size. */
  icon?: ComponentType<{ size?: number }>;
  /** A route to go to, or an action for rows that open something instead. */
  to?: string;
  onClick?: () => void;
  description?: ReactNode;
  testId?: string;
  color?: string;
}

/** A settings-style list of rows: profile, security, sessions. */
export function LinkList({ items }: { items: LinkItem[] }) {
  return (
    <Paper withBorder radius="md">
      <Stack gap={0}>
        {items.map((item, index) => {
          const content = (
            <Group wrap="nowrap" justify="space-between" px="md" py="sm" mih={52}>
              <Group wrap="nowrap" gap="sm" miw={0}>
                {item.icon ? (
                  <Text c={item.color ?? 'teal.9'} lh={0} component="span">
                    <item.icon size={20} />
                  </Text>
                ) : null}
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} c={item.color}>
                    {item.label}
                  </Text>
                  {item.description ? (
                    <Text size="xs" c="dimmed">
                      {item.description}
                    </Text>
                  ) : null}
                </div>
              </Group>
              <Text c="dimmed" lh={0} component="span">
                <IconChevronRight size={18} />
              </Text>
            </Group>
          );
          const style = index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined;
          return item.to ? (
            <UnstyledButton key={index} component={Link} to={item.to} style={style} data-testid={item.testId}>
              {content}
            </UnstyledButton>
          ) : (
            <UnstyledButton key={index} onClick={item.onClick} style={style} data-testid={item.testId}>
              {content}
            </UnstyledButton>
          );
        })}
      </Stack>
    </Paper>
  );
}
