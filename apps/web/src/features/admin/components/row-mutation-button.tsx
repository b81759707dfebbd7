import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';

/** What RowMutationButton needs of a TanStack mutation that takes a row's id. */
interface IdMutation {
  isPending: boolean;
  variables: string | undefined;
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/**
 * A button acting on one row of a list (delete, mark handled) through a mutation the list shares: it
 * spins only on the row whose call runs, and reports the outcome in the one notice.
 */
export function RowMutationButton({
  mutation,
  id,
  doneKey,
  testId,
  children,
  ...props
}: ButtonProps & {
  mutation: IdMutation;
  id: string;
  /** The full i18n key of the notice after success. */
  doneKey: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      {...props}
      loading={mutation.isPending && mutation.variables === id}
      onClick={() => mutation.mutate(id, { onSuccess: () => notifySuccess(doneKey), onError: notifyError })}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
