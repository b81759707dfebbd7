// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { type TicketSummary, paths as apiPaths } from '@tandem/contracts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import { TicketList } from './ticket-list';

beforeAll(() => loadEnglish(['tickets']));

const ticket = (id: string, isRead: boolean): TicketSummary => ({
  id,
  title: `Ticket ${id}`,
  category: 'other',
  status: 'open',
  user_read: isRead,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  last_message_at: '2026-11-20T10:00:00.000Z',
});

describe('TicketList', () => {
  it('links each ticket to its thread and marks an unseen staff reply', async () => {
    const sent = stubApi(() => ({
      data: { list: [ticket('7', false), ticket('8', true)], page: 1, per_page: 20, total: 2 },
    }));
    renderWithProviders(
      <MemoryRouter>
        <TicketList page={1} onPageChange={() => {}} />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('ticket-item');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([paths.member.ticket('7'), paths.member.ticket('8')]);
    expect(rows.map((row) => row.dataset.unread)).toEqual(['true', undefined]);
    // The ticket number the member quotes to support (copyable on the ticket's page).
    expect(rows[0]!.textContent).toContain('#7 · ');
    expect(screen.getAllByTestId('ticket-unread')).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: apiPaths.ticket.list });
  });

  it('says so when the member has no ticket', async () => {
    stubApi(() => ({ data: { list: [], page: 1, per_page: 20, total: 0 } }));
    renderWithProviders(
      <MemoryRouter>
        <TicketList page={1} onPageChange={() => {}} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('ticket-empty')).textContent).toBe(i18n.t('tickets:empty'));
  });
});
