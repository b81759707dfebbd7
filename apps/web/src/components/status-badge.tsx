import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

/**
 * A record's status as a light badge in the colour its list gives that status. Every status list
 * (deposits, withdrawals, stakes, tickets, KYC) keeps its own colours and words; this is how they show.
 */
export type StatusBadgeProps<S extends string> = {
  status: S;
  colors: Record<S, MantineColor>;
  label: string;
  testId?: string;
} & Omit<BadgeProps, 'color' | 'variant' | 'children'>;

export function StatusBadge<S extends string>({ status, colors, label, testId, ...badge }: StatusBadgeProps<S>) {
  return (
    <Badge color={colors[status]} variant="light" data-testid={testId} {...badge}>
      {label}
    </Badge>
  );
}
