import { Button, Stack } from '@mantine/core';
import { TICKET_CONTENT_MAX, TICKET_TITLE_MAX, ticketCategories } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormTextarea } from '@/components/form-fields';
import { FormTextInput } from '@/components/form-text-input';
import { fieldBinder } from '@/lib/field-binder';
import { z } from 'zod';
import { handleFormError } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCreateTicket } from '../api/send-ticket';
import { ImagePicker } from '@/components/ticket-image-picker';
import { useSchemaForm } from '@/lib/schema-form';

const schema = z.object({
  title: z.string().trim().min(1, 'required').max(TICKET_TITLE_MAX, 'tooLong'),
  category: z.enum(ticketCategories, { error: 'required' }),
  content: z.string().trim().min(1, 'required').max(TICKET_CONTENT_MAX, 'tooLong'),
});

/** The new-ticket form: title, category, content and up to three images. */
export function CreateTicketForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation('tickets');
  const mutation = useCreateTicket();
  const [images, setImages] = useState<File[]>([]);
  const form = useSchemaForm(schema, { title: '', content: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const ticket = await mutation.mutateAsync({ ...values, images });
      notifySuccess('tickets:created');
      form.reset({ title: '', content: '' });
      setImages([]);
      onCreated(ticket.id);
    } catch (error) {
      handleFormError(error, form.setError, ['title', 'category', 'content']);
    }
  });

  const field = fieldBinder(form.control, 'ticket');
  return (
    <form onSubmit={onSubmit} noValidate data-testid="ticket-create-form">
      <Stack gap="sm">
        <FormTextInput {...field('title')} label={t('fields.title')} required maxLength={TICKET_TITLE_MAX} />
        <FormSelect
          {...field('category')}
          label={t('fields.category')}
          required
          data={ticketCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <FormTextarea
          {...field('content')}
          label={t('fields.content')}
          required
          minRows={4}
          maxLength={TICKET_CONTENT_MAX}
        />
        <ImagePicker value={images} onChange={setImages} disabled={mutation.isPending} />
        <Button type="submit" loading={mutation.isPending} data-testid="ticket-submit">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
