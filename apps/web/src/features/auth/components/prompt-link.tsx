import { Anchor, Text } from '@mantine/core';

/**
 * A centred line under a sign-in form: a prompt ending in a link-styled button ("No account yet?
 * Sign up"). `isSmall` is the fine-print look of the terms line.
 */
export function PromptLink({
  prompt,
  label,
  onClick,
  testId,
  isSmall = false,
}: {
  prompt: string;
  label: string;
  onClick: () => void;
  testId: string;
  isSmall?: boolean;
}) {
  return (
    <Text size={isSmall ? 'xs' : 'sm'} c={isSmall ? 'dimmed' : undefined} ta="center">
      {prompt}{' '}
      <Anchor component="button" type="button" size={isSmall ? 'xs' : undefined} onClick={onClick} data-testid={testId}>
        {label}
      </Anchor>
    </Text>
  );
}
