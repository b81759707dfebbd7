import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { type CreateStaffInput, createStaffInput, staffRoles } from '@tandem/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCreateStaff } from '../api/create-staff';
import { useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { DialogActions } from './dialog-actions';

const fieldNames = ['username', 'role', 'password'] as const;

export function CreateStaffModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const create = useCreateStaff();
  const form = useForm<CreateStaffInput>({
    resolver: zodResolver(createStaffInput),
    defaultValues: { username: '', role: 'support', password: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (isOpen) {
      form.reset();
      create.reset();
    }
    // Reset only when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess('admin:staff.created');
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const name of fieldNames) {
            const key = error.fields[name];
            if (key) form.setError(name, { message: key });
          }
          if (error.code === 'STAFF_EXISTS') form.setError('username', { message: 'STAFF_EXISTS' });
        }
      },
    }),
  );
  const text = (key: string | undefined) => (key === 'STAFF_EXISTS' ? t('errors:STAFF_EXISTS') : fieldError(key));
  // A failure the fields already show is not repeated under them.
  const otherError =
    create.error instanceof ApiError &&
    (create.error.code === 'STAFF_EXISTS' || Object.keys(create.error.fields).length > 0)
      ? undefined
      : create.error;

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('staff.create')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('staff.username')}
            autoCapitalize="none"
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...form.register('username')}
            error={text(errors.username?.message)}
            data-testid="staff-create-username"
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('staff.role')}
                withAsterisk
                allowDeselect={false}
                data={staffRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                error={text(errors.role?.message)}
                comboboxProps={{ withinPortal: true }}
                data-testid="staff-create-role"
              />
            )}
          />
          <PasswordInput
            label={t('staff.password')}
            description={t('staff.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            {...form.register('password')}
            error={text(errors.password?.message)}
            data-testid="staff-create-password"
          />
          <DialogActions
            error={otherError}
            onCancel={onClose}
            confirmLabel={t('save')}
            isPending={create.isPending}
            testId="staff-create-submit"
          />
        </Stack>
      </form>
    </Modal>
  );
}
