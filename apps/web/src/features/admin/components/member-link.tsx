import { Anchor, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A member named on a back-office screen, linking to their page (an order's buyer, a store's owner, a sponsor). */
export function MemberLink({ id, size, children }: { id: string; size?: MantineSize; children: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.admin.member(id)} size={size}>
      {children}
    </Anchor>
  );
}
