import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What a page shows instead of its form when there is nothing left to do there (the secondary
 * password is already set, the visitor is already logged in), with a link to where to go instead.
 */
export function SettledAlert({
  color,
  testId,
  message,
  linkTo,
  linkLabel,
}: {
  color: string;
  testId: string;
  message: ReactNode;
  linkTo: string;
  linkLabel: ReactNode;
}) {
  return (
    <Alert color={color} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={linkTo} size="xs" variant="white">
          {linkLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
