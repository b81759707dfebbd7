import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { submitOrShowErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';

/**
 * The frame every member and sign-in form shares: a `<form>` the browser does not validate (the
 * contract schema does), an optional dimmed intro, the fields, one submit button and what follows it.
 *
 * On submit `action` gets the checked values; a failure shows under the form's own fields the server
 * named, anything else as the notice (submitOrShowErrors), after `onFailure`. With `success`, a done
 * action shows that notice, empties the form and calls `onDone`. The button spins while it all runs.
 * Test ids: the form is `<testId>-form`, the button `<testId>-submit` unless `submitTestId` names it.
 */
export function FormFrame<TInput extends FieldValues, TOutput>({
  form,
  action,
  success,
  onDone,
  onFailure,
  testId,
  intro,
  submitLabel,
  submitTestId = `${testId}-submit`,
  fullWidth,
  footer,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  action: (values: TOutput) => Promise<unknown>;
  success?: string;
  onDone?: () => void;
  onFailure?: () => void;
  testId: string;
  intro?: ReactNode;
  submitLabel: ReactNode;
  submitTestId?: string;
  fullWidth?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const onSubmit = submitOrShowErrors(
    form,
    Object.keys(form.getValues()),
    async (values) => {
      await action(values);
      if (success === undefined) return;
      notifySuccess(success);
      form.reset();
      onDone?.();
    },
    onFailure,
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid={`${testId}-form`}>
      <Stack gap="sm">
        {intro ? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        ) : null}
        {children}
        <Button type="submit" fullWidth={fullWidth} loading={form.formState.isSubmitting} data-testid={submitTestId}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
