import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, Stack, Textarea } from '@mantine/core';
import { TICKET_CONTENT_MAX, TICKET_TITLE_MAX, ticketCategories } from '@tandem/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@/components/form-text-input';
import { z } from 'zod';
import { handleFormError, useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCreateTicket } from '../api/send-ticket';
import { ImagePicker } from './image-picker';

const schema = z.object({
  title: z.string().trim().min(1, 'required').max(TICKET_TITLE_MAX, 'tooLong'),
  category: z.enum(ticketCategories, { error: 'required' }),
  content: z.string().trim().min(1, 'required').max(TICKET_CONTENT_MAX, 'tooLong'),
});
type Values = z.infer<typeof schema>;

/** The new-ticket form: title, category, content and up to three images. */
export function CreateTicketForm({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation('tickets');
  const fieldError = useFieldErrorText();
  const mutation = useCreateTicket();
  const [images, setImages] = useState<File[]>([]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { title: '', content: '' },
  });
  const { errors } = form.formState;

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

  return (
    <form onSubmit={onSubmit} noValidate data-testid="ticket-create-form">
      <Stack gap="sm">
        <FormTextInput
          control={form.control}
          name="title"
          label={t('fields.title')}
          required
          maxLength={TICKET_TITLE_MAX}
          testId="ticket-title"
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select
              label={t('fields.category')}
              required
              data={ticketCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              onBlur={field.onBlur}
              error={fieldError(errors.category?.message)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="ticket-category"
            />
          )}
        />
        <Textarea
          label={t('fields.content')}
          required
          autosize
          minRows={4}
          maxLength={TICKET_CONTENT_MAX}
          error={fieldError(errors.content?.message)}
          data-testid="ticket-content"
          {...form.register('content')}
        />
        <ImagePicker value={images} onChange={setImages} disabled={mutation.isPending} />
        <Button type="submit" loading={mutation.isPending} data-testid="ticket-submit">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
