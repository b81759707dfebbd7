import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Address } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { askConfirmation } from '@/components/ask-confirmation';
import { QueryState } from '@/components/query-state';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddresses, useDeleteAddress, useUpdateAddress } from '../api/addresses';
import { AddressText } from './address-text';
import { openAddressForm } from './address-form';

/** The saved address's fields as the contract's body takes them (the list answers the country's name too). */
export const addressBody = (address: Address) => ({
  id: address.id,
  receiver: address.receiver,
  phone: address.phone,
  address: address.address,
  state: address.state,
  postcode: address.postcode,
  country_id: address.country_id,
  is_default: address.is_default,
});

/** An address the way the other screens print it (order details carry the country by name). */
export const shippingAddressOf = (address: Address) => ({ ...address, country: address.country_name });

function AddressCard({ address, defaultCountryId }: { address: Address; defaultCountryId: number }) {
  const { t } = useTranslation('mall');
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const onDelete = async () => {
    const isConfirmed = await askConfirmation({
      title: t('addresses.delete'),
      children: t('addresses.deleteConfirm'),
      color: 'red',
      testId: 'mall-address-delete-confirm',
    });
    if (!isConfirmed) return;
    remove.mutate(
      { id: address.id },
      { onSuccess: () => notifySuccess('mall:addresses.deleted'), onError: notifyError },
    );
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="mall-address-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <AddressText address={shippingAddressOf(address)} />
        </Stack>
        {address.is_default ? (
          <Badge variant="light" color="teal" size="sm" style={{ flex: 'none' }}>
            {t('addresses.default')}
          </Badge>
        ) : null}
      </Group>
      <Group gap="xs" mt="xs" justify="flex-end">
        {address.is_default ? null : (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={update.isPending}
            onClick={() => update.mutate({ ...addressBody(address), is_default: true }, { onError: notifyError })}
            data-testid="mall-address-set-default"
          >
            {t('addresses.setDefault')}
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => openAddressForm({ address, defaultCountryId })}
          data-testid="mall-address-edit"
        >
          {t('addresses.edit')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => void onDelete()}
          data-testid="mall-address-delete"
        >
          {t('addresses.delete')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The member's saved shipping addresses: add, edit, delete, choose the default. */
export function AddressBook({ defaultCountryId }: { defaultCountryId: number }) {
  const { t } = useTranslation('mall');
  const addresses = useAddresses();
  return (
    <Stack gap="sm">
      <QueryState query={addresses}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" ta="center" py="md" data-testid="mall-addresses-empty">
              {t('addresses.empty')}
            </Text>
          ) : (
            list.map((address) => (
              <AddressCard key={address.id} address={address} defaultCountryId={defaultCountryId} />
            ))
          )
        }
      </QueryState>
      <Button variant="light" onClick={() => openAddressForm({ defaultCountryId })} data-testid="mall-address-add">
        {t('addresses.add')}
      </Button>
    </Stack>
  );
}
