import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

/**
 * The badge of one kind of status (an order's, a store's, a ticket's): its colours, its words
 * (`<prefix>.<status>` in `namespace`) and its test id are fixed, so a screen passes only the status.
 */
export function statusBadgeOf<S extends string>(
  colors: Record<S, MantineColor>,
  namespace: string,
  prefix: string,
  testId?: string,
) {
  return function KindStatusBadge({ status }: { status: S }) {
    const { t } = useTranslation(namespace);
    return <StatusBadge status={status} colors={colors} label={t(`${prefix}.${status}`)} testId={testId} />;
  };
}
