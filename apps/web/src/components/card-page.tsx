import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** A page that is one card below its title row: a form, a legal text, a list of choices. */
export function CardPage({ title, backTo, children }: { title: ReactNode; backTo?: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <Paper withBorder radius="md" p="md">
        {children}
      </Paper>
    </>
  );
}
