// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOOKUP_BUSINESS_TZ, type TransferRecord, moneyDeskPaths, paths, walletPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderWithProviders, stubApi } from '@/test/render';
import type { DayRange } from '../record-days';
import { DepositHistory } from './deposit-list';
import { TransferHistory } from './transfer-record-list';
import { WithdrawalHistory } from './withdrawal-list';

beforeAll(() => loadEnglish(['wallet']));

const transfer: TransferRecord = {
  id: '7',
  direction: 'out',
  from_username: 'alice',
  to_username: 'bob',
  amount: '30.000000',
  fee: '0.000000',
  wallet_type: 'point1',
  created_at: '2026-03-01T15:59:00.000Z',
};

function stubLists() {
  return stubApi((request) =>
    request.path === paths.global.lookup
      ? { data: { [LOOKUP_BUSINESS_TZ]: 'Asia/Singapore' } }
      : {
          data: {
            list: request.path === walletPaths.transferRecord ? [transfer] : [],
            page: 1,
            per_page: 20,
            total: 1,
          },
        },
  );
}

describe('dated histories (deposits, withdrawals, transfers)', () => {
  it('asks each list for the chosen business days; a new day starts again at page 1', async () => {
    const sent = stubLists();
    const onChange = vi.fn();
    const range: DayRange = { from: '2026-03-01', to: '2026-03-02' };
    renderWithProviders(
      <>
        <DepositHistory range={range} page={2} onChange={onChange} />
        <WithdrawalHistory range={range} page={1} onChange={() => {}} />
        <TransferHistory range={range} page={1} onChange={() => {}} />
      </>,
    );
    await screen.findByTestId('transfer-item');
    for (const path of [moneyDeskPaths.depositRecord, moneyDeskPaths.withdrawRecord, walletPaths.transferRecord]) {
      await waitFor(() => expect(sent.find((request) => request.path === path)?.query, path).toBeDefined());
      expect(sent.find((request) => request.path === path)!.query).toMatchObject({
        from: '2026-03-01',
        to: '2026-03-02',
      });
    }
    expect((await screen.findByTestId('deposits-range-zone')).textContent).toBe(
      'Days and times in Asia/Singapore (GMT+8)',
    );
    fireEvent.change(screen.getByTestId('deposits-range-from'), { target: { value: '2026-02-01' } });
    expect(onChange).toHaveBeenCalledWith({ range: { from: '2026-02-01', to: '2026-03-02' }, page: 1 });
  });

  it('exports every record of the range from the server, named by the days', async () => {
    const createObjectURL = vi.fn(() => 'blob:history');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const sent = stubLists();
    renderWithProviders(
      <TransferHistory range={{ from: '2026-03-01', to: '2026-03-03' }} page={1} onChange={() => {}} />,
    );
    await screen.findByTestId('transfer-item');
    await userEvent.setup().click(screen.getByTestId('transfers-range-export'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = sent.find((request) => request.path === walletPaths.transferRecordCsv)!;
    expect(csv.query).toEqual({ from: '2026-03-01', to: '2026-03-03' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('transfers-2026-03-01-2026-03-03.csv');
    click.mockRestore();
  });

  it('says a backwards range under the second date and neither lists nor exports it', async () => {
    const sent = stubLists();
    renderWithProviders(
      <WithdrawalHistory range={{ from: '2026-03-05', to: '2026-03-01' }} page={1} onChange={() => {}} />,
    );
    expect(await screen.findByText('Choose a start date on or before the end date.')).toBeTruthy();
    expect(sent.some((request) => request.path === moneyDeskPaths.withdrawRecord)).toBe(false);
    expect(screen.getByTestId<HTMLButtonElement>('withdrawals-range-export').disabled).toBe(true);
  });
});
