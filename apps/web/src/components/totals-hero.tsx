import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The headline card on top of a member's totals (staking, team): white type on a gradient from the
 * page's own colour into cyan, so the figure that matters most stands out from the grids below.
 */
export function TotalsHero({ color, children }: { color: 'teal' | 'indigo'; children: ReactNode }) {
  return (
    <Paper
      radius="md"
      p="md"
      c="white"
      style={{ background: `linear-gradient(135deg, var(--mantine-color-${color}-9), var(--mantine-color-cyan-9))` }}
    >
      {children}
    </Paper>
  );
}
