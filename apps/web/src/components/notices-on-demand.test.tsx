// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import '@/test/render';
import { NoticesOnDemand } from './notices-on-demand';

// Mantine's store outlives a render: each test starts without notices.
beforeEach(() => notifications.clean());

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

it('mounts the container at the first tap, before any notice', async () => {
  render(
    <MantineProvider>
      <NoticesOnDemand />
    </MantineProvider>,
  );
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

  fireEvent.pointerDown(document.body);

  await waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull());
});
