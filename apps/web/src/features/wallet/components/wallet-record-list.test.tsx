// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOOKUP_BUSINESS_TZ, type WalletRecord, paths, recordPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import type { RecordFilter } from '../api/get-wallet-records';
import { WalletRecordList } from './wallet-record-list';

beforeAll(() => loadEnglish(['wallet']));

const record: WalletRecord = {
  id: '1',
  wallet: 'point1',
  type: 'deposit',
  amount: '1500.000000',
  previous_balance: '0.000000',
  current_balance: '1500.000000',
  remark: null,
  status: 'completed',
  created_at: '2026-03-01T15:59:00.000Z',
};

function renderList(filter: RecordFilter, onChange = vi.fn()) {
  const sent = stubApi((request) =>
    request.path === paths.global.lookup
      ? { data: { [LOOKUP_BUSINESS_TZ]: 'Asia/Singapore' } }
      : { data: { list: [record], page: 1, per_page: 20, total: 1 } },
  );
  renderWithProviders(<WalletRecordList filter={filter} page={1} onChange={onChange} />);
  return { sent, onChange };
}

describe('WalletRecordList', () => {
  it('asks for the chosen business days and shows times in the business zone, labelled', async () => {
    const { sent, onChange } = renderList({ wallet: 'point1', type: null, from: '2026-03-01', to: '2026-03-02' });
    const item = await screen.findByTestId('record-item');
    // 15:59 UTC is 23:59 in Singapore, still 1 March there.
    expect(item.textContent).toContain('Mar 1, 2026, 11:59 PM GMT+8');
    expect((await screen.findByTestId('records-zone')).textContent).toBe('Days and times in Asia/Singapore (GMT+8)');
    const list = sent.find((request) => request.path === recordPaths.walletRecord)!;
    expect(list.query).toMatchObject({ wallet: 'point1', from: '2026-03-01', to: '2026-03-02', page: '1' });

    fireEvent.change(screen.getByTestId('records-from'), { target: { value: '2026-02-01' } });
    expect(onChange).toHaveBeenCalledWith({
      wallet: 'point1',
      type: null,
      from: '2026-02-01',
      to: '2026-03-02',
      page: 1,
    });
  });

  it('exports the whole filtered range from the server as CSV, not the page on screen', async () => {
    const createObjectURL = vi.fn(() => 'blob:records');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { sent } = renderList({ wallet: 'point2', type: 'swap', from: '2026-03-01', to: null });
    await screen.findByTestId('record-item');
    await userEvent.setup().click(screen.getByTestId('records-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = sent.find((request) => request.path === recordPaths.walletRecordCsv)!;
    expect(csv.query).toEqual({ wallet: 'point2', found_type: 'swap', from: '2026-03-01' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^wallet-records-point2-2026-03-01-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    click.mockRestore();
  });

  it('says a backwards range under the second date and does not ask for it', async () => {
    const { sent } = renderList({ wallet: 'point1', type: null, from: '2026-03-05', to: '2026-03-01' });
    expect(await screen.findByText('Choose a start date on or before the end date.')).toBeTruthy();
    expect(sent.some((request) => request.path === recordPaths.walletRecord)).toBe(false);
    expect(screen.getByTestId<HTMLButtonElement>('records-export').disabled).toBe(true);
  });
});
