import { type MantineSpacing, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { type ComponentProps, type FormEventHandler, type ReactNode, useEffect } from 'react';
import type { DefaultValues, FieldValues, UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '@/lib/schema-form';
import { DialogActions } from './dialog-actions';

/** What the screen tells a dialog it opens: whether it is open, whether its call runs, the failure, how to close. */
export interface DialogState {
  isOpen: boolean;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
}

/**
 * A back-office dialog: a hint, the fields, then DialogActions (the failure, Cancel and the action).
 * With `onSubmit` the body is a form the browser does not validate (the contract schema does), so
 * Enter in a field submits it; without, the action button calls `onConfirm`.
 */
export function FormDialog({
  isOpen,
  onClose,
  title,
  size,
  gap = 'md',
  hint,
  onSubmit,
  formTestId,
  children,
  ...actions
}: Omit<ComponentProps<typeof DialogActions>, 'onCancel'> & {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  gap?: MantineSpacing;
  hint?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  formTestId?: string;
  children?: ReactNode;
}) {
  const body = (
    <Stack gap={gap}>
      {hint ? <Text size="sm">{hint}</Text> : null}
      {children}
      <DialogActions onCancel={onClose} {...actions} />
    </Stack>
  );
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} size={size} centered>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} data-testid={formTestId}>
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}

/**
 * Runs `onOpen` each time a dialog opens (emptying its form, forgetting the last failure), so a
 * cancelled attempt is not shown again; not on every render while it stays open.
 */
export function useOnOpen(isOpen: boolean, onOpen: () => void) {
  useEffect(() => {
    if (isOpen) onOpen();
    // Only the opening counts: onOpen is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
}

/**
 * The form of a dialog: checked by `schema` when sent, like every back-office form, and set back to
 * `values` each time the dialog opens, when `onOpen` also forgets the last attempt (a mutation's
 * failure). A cancelled attempt is thus never shown again.
 */
export function useDialogForm<TInput extends FieldValues, TOutput>(
  isOpen: boolean,
  schema: z.ZodType<TOutput, TInput>,
  values: DefaultValues<TInput>,
  onOpen?: () => void,
  mode: UseFormProps<TInput>['mode'] = 'onSubmit',
) {
  const form = useSchemaForm(schema, values, mode);
  useOnOpen(isOpen, () => {
    form.reset(values);
    onOpen?.();
  });
  return form;
}
