import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FiatPayee, type FiatPayeeInput, fiatPayeeInput } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirmation } from '@/components/ask-confirmation';
import { DataTable, type DataColumn } from '@/components/data-table';
import { FormTextarea } from '@/components/form-fields';
import { FormTextInput } from '@/components/form-text-input';
import { QueryState } from '@/components/query-state';
import { fieldBinder } from '@/lib/field-binder';
import { handleFormError } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCan } from '../api/get-me';
import { useFiatPayees, useSetFiatPayee } from '../api/fiat-payees';
import { FormDialog, useDialogForm } from './form-dialog';

const fieldNames = ['currency', 'bank_name', 'account_name', 'account_number', 'branch', 'notes'];
const blank: FiatPayeeInput = {
  currency: '',
  bank_name: '',
  account_name: '',
  account_number: '',
  branch: '',
  notes: '',
};

/**
 * Sets one currency's payee: the fields the deposit page shows the member, each its own input checked by
 * the contract's schema, then the product's confirmation naming the account before it is saved.
 * Editing keeps the currency (it is the payee's key); a new payee names it.
 */
function FiatPayeeDialog({
  payee,
  isOpen,
  onClose,
}: {
  payee: FiatPayee | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSetFiatPayee();
  const form = useDialogForm(isOpen, fiatPayeeInput, payee ?? blank, save.reset);
  const field = fieldBinder(form.control, 'admin-fiat-payee');
  const onSubmit = form.handleSubmit(async (input) => {
    const isSure = await askConfirmation({
      title: t('fiatPayees.confirmTitle', { currency: input.currency }),
      children: (
        <Text size="sm" data-testid="admin-fiat-payee-confirm-text">
          {t('fiatPayees.confirmBody', {
            currency: input.currency,
            bank: input.bank_name,
            number: input.account_number,
            name: input.account_name,
          })}
        </Text>
      ),
      confirmLabel: t('fiatPayees.save'),
      testId: 'admin-fiat-payee-confirm',
    });
    if (!isSure) return;
    save.mutate(input, {
      onSuccess: () => {
        notifySuccess('admin:fiatPayees.saved');
        onClose();
      },
      onError: (error) => handleFormError(error, form.setError, fieldNames),
    });
  });
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={payee ? t('fiatPayees.editTitle', { currency: payee.currency }) : t('fiatPayees.newTitle')}
      size="lg"
      gap="sm"
      onSubmit={(event) => void onSubmit(event)}
      formTestId="admin-fiat-payee-form"
      confirmLabel={t('fiatPayees.save')}
      isPending={save.isPending}
      testId="admin-fiat-payee-save"
    >
      <FormTextInput
        {...field('currency')}
        label={t('fiatPayees.currency')}
        description={t('fiatPayees.currencyHint')}
        maxLength={3}
        transform={(text) => text.toUpperCase()}
        readOnly={payee !== null}
        withAsterisk
        data-autofocus
        autoComplete="off"
        w={160}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FormTextInput {...field('bank_name')} label={t('fiatPayees.bankName')} maxLength={100} withAsterisk />
        <FormTextInput {...field('branch')} label={t('fiatPayees.branch')} maxLength={100} />
        <FormTextInput {...field('account_name')} label={t('fiatPayees.accountName')} maxLength={100} withAsterisk />
        <FormTextInput
          {...field('account_number')}
          label={t('fiatPayees.accountNumber')}
          maxLength={40}
          withAsterisk
          autoComplete="off"
        />
      </SimpleGrid>
      <FormTextarea {...field('notes')} label={t('fiatPayees.notes')} maxLength={300} autosize minRows={2} />
    </FormDialog>
  );
}

/**
 * The finance desk's bank payees: where members of each currency are told to pay a fiat deposit, one
 * account per currency (decisions 019, 027). Set and replaced here, each change audited by the server.
 */
export function FiatPayees() {
  const { t } = useTranslation('admin');
  const payees = useFiatPayees();
  const canSet = useCan('finance.deposits');
  const [editing, setEditing] = useState<{ payee: FiatPayee | null } | null>(null);
  const columns: DataColumn<FiatPayee>[] = [
    {
      key: 'currency',
      header: t('fiatPayees.currency'),
      cell: (row) => <Text fw={700}>{row.currency}</Text>,
    },
    {
      key: 'bank',
      header: t('fiatPayees.bankName'),
      cell: (row) => (
        <>
          <Text size="sm">{row.bank_name}</Text>
          <Text size="xs" c="dimmed" hiddenFrom="md">
            {row.account_number}
          </Text>
        </>
      ),
    },
    { key: 'name', header: t('fiatPayees.accountName'), visibleFrom: 'sm', cell: (row) => row.account_name },
    {
      key: 'number',
      header: t('fiatPayees.accountNumber'),
      visibleFrom: 'md',
      style: { fontFamily: 'monospace' },
      cell: (row) => row.account_number,
    },
    { key: 'branch', header: t('fiatPayees.branch'), visibleFrom: 'lg', cell: (row) => row.branch },
    {
      key: 'edit',
      cell: (row) =>
        canSet ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setEditing({ payee: row })}
            data-testid={`admin-fiat-payee-edit-${row.currency}`}
          >
            {t('fiatPayees.edit')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack gap="md" data-testid="admin-fiat-payees">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('fiatPayees.intro')}
        </Text>
        {canSet ? (
          <Button
            size="xs"
            onClick={() => setEditing({ payee: null })}
            data-testid="admin-fiat-payee-add"
            style={{ flexShrink: 0 }}
          >
            {t('fiatPayees.add')}
          </Button>
        ) : null}
      </Group>
      <QueryState query={payees}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" size="sm" py="md" data-testid="admin-fiat-payees-empty">
              {t('fiatPayees.empty')}
            </Text>
          ) : (
            <DataTable columns={columns} rows={list} rowKey={(row) => row.currency} testId="admin-fiat-payees-table" />
          )
        }
      </QueryState>
      <FiatPayeeDialog payee={editing?.payee ?? null} isOpen={editing !== null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
