import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from './icons';

/** How long "Copied" shows after the button is pressed. */
const COPIED_MS = 2000;

/**
 * A small icon button that copies `value` (an activation code, a deposit address): it says what it
 * does on hover and turns to a green tick for a moment once copied.
 */
export function CopyIconButton({
  value,
  label,
  copiedLabel,
  size,
  iconSize,
  testId,
}: {
  value: string;
  label: string;
  copiedLabel: string;
  size?: 'sm';
  iconSize: number;
  testId: string;
}) {
  return (
    <CopyButton value={value} timeout={COPIED_MS}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? copiedLabel : label} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size={size}
            onClick={copy}
            aria-label={label}
            data-testid={testId}
          >
            {copied ? <IconCheck size={iconSize} /> : <IconCopy size={iconSize} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
