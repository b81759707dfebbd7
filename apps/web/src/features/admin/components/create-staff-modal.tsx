import { PasswordInput } from '@mantine/core';
import { createStaffInput, staffRoles } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCreateStaff } from '../api/create-staff';
import { FormTextInput } from '@/components/form-text-input';
import { setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { FormDialog, useDialogForm } from './form-dialog';
import { FormSelect } from '@/components/form-fields';
import { fieldBinder } from '@/lib/field-binder';

const fieldNames = ['username', 'role', 'password'] as const;

export function CreateStaffModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const create = useCreateStaff();
  const form = useDialogForm(isOpen, createStaffInput, { username: '', role: 'support', password: '' }, create.reset);

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
          if (error.code === 'STAFF_EXISTS') setRefusal(form.setError, 'username', 'STAFF_EXISTS');
        }
      },
    }),
  );
  // A failure the fields already show is not repeated under them.
  const otherError =
    create.error instanceof ApiError &&
    (create.error.code === 'STAFF_EXISTS' || Object.keys(create.error.fields).length > 0)
      ? undefined
      : create.error;

  const field = fieldBinder(form.control, 'staff-create');
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('staff.create')}
      onSubmit={(event) => void submit(event)}
      error={otherError}
      confirmLabel={t('save')}
      isPending={create.isPending}
      testId="staff-create-submit"
    >
      <FormTextInput
        {...field('username')}
        label={t('staff.username')}
        autoCapitalize="none"
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
      <FormSelect
        {...field('role')}
        label={t('staff.role')}
        withAsterisk
        allowDeselect={false}
        data={staffRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <PasswordInput
        label={t('staff.password')}
        description={t('staff.passwordHint')}
        autoComplete="new-password"
        withAsterisk
        {...form.register('password')}
        error={fieldError(form.formState.errors.password)}
        data-testid="staff-create-password"
      />
    </FormDialog>
  );
}
