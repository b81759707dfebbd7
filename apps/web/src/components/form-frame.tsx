import { Button, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The frame every member and sign-in form shares: a `<form>` the browser does not validate (the
 * contract schema does), an optional dimmed intro, the fields, one submit button and what follows it.
 * Test ids: the form is `<testId>-form`, the button `<testId>-submit` unless `submitTestId` names it.
 */
export function FormFrame({
  onSubmit,
  testId,
  intro,
  submitLabel,
  submitTestId = `${testId}-submit`,
  pending,
  fullWidth,
  footer,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  intro?: ReactNode;
  submitLabel: ReactNode;
  submitTestId?: string;
  pending: boolean;
  fullWidth?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={`${testId}-form`}>
      <Stack gap="sm">
        {intro ? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        ) : null}
        {children}
        <Button type="submit" fullWidth={fullWidth} loading={pending} data-testid={submitTestId}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
