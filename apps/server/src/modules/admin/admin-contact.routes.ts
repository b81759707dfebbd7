import {
  adminContactMessageSchema,
  adminPaths,
  contactHandledSchema,
  contactMessageListQuery,
  page,
} from '@tandem/contracts';
import { staffAction } from '../../plugins/staff-action';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { requireStaff } from '../../plugins/staff-auth';
import { findContactMessagesPage, markHandled } from './admin-contact.service';

export const adminContactRoutes = staffPlugin('admin: contact messages', async (app, docs) => {
  staffRead(app, {
    url: adminPaths.contactMessages,
    guard: requireStaff({ permission: 'contact.read' }),
    docs: docs('Contact-us messages, newest first; handled=true|false filters'),
    query: contactMessageListQuery,
    response: page(adminContactMessageSchema),
    run: (query) => findContactMessagesPage(app.deps, query.handled, query.page),
  });

  staffAction(app, {
    url: adminPaths.contactMessageHandled.route,
    guard: requireStaff({ permission: 'contact.handle' }),
    docs: docs('Mark a contact-us message handled (audited)'),
    response: contactHandledSchema,
    run: (id, _body, actor) => markHandled(app.deps, id, actor),
  });
});
