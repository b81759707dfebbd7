// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import '@/test/render';
import { NoticesOnDemand } from './notices-on-demand';

it('mounts no notices container until the first notice, then shows that notice', async () => {
  render(
    <MantineProvider>
      <NoticesOnDemand />
    </MantineProvider>,
  );
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

  notifications.show({ message: 'Saved before the container loaded' });

  expect(await screen.findByText('Saved before the container loaded')).toBeTruthy();
  expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
});
