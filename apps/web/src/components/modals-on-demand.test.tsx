// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import '@/test/render';
import { ModalsOnDemand } from './modals-on-demand';

const managerRoot = () => document.querySelector('[data-testid="first"], [data-testid="second"]');

it('loads no modal manager until a dialog is asked for, then shows the dialogs asked for before it loaded', async () => {
  render(
    <MantineProvider>
      <ModalsOnDemand />
    </MantineProvider>,
  );
  expect(managerRoot()).toBeNull();

  // Both asked for in the same tick, before the manager's code has arrived: neither may be lost.
  modals.open({ modalId: 'first', title: 'First dialog', children: 'one', 'data-testid': 'first' } as never);
  modals.open({ modalId: 'second', title: 'Second dialog', children: 'two', 'data-testid': 'second' } as never);

  expect(await screen.findByText('Second dialog')).toBeTruthy();
  // The manager shows the latest dialog and keeps the first underneath it.
  modals.close('second');
  expect(await screen.findByText('First dialog')).toBeTruthy();
});

it('loads the manager at the first tap, before any dialog is asked for', async () => {
  // The manager announces itself by listening for the `modals.*` events (the queue listened since import).
  const listen = vi.spyOn(window, 'addEventListener');
  const isManagerListening = () => listen.mock.calls.some(([type]) => type === 'mantine-modals:openConfirmModal');
  render(
    <MantineProvider>
      <ModalsOnDemand />
    </MantineProvider>,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(isManagerListening()).toBe(false);

  fireEvent.pointerDown(document.body);

  await waitFor(() => expect(isManagerListening()).toBe(true));
  modals.openConfirmModal({ title: 'Sure?', labels: { confirm: 'Yes', cancel: 'No' } });
  expect(await screen.findByText('Sure?')).toBeTruthy();
  listen.mockRestore();
});
