import {
  adminContactMessageSchema,
  adminPaths,
  contactHandledSchema,
  contactMessageListQuery,
  page,
} from '@tandem/contracts';
import { staffRoutes } from '../../plugins/staff-routes';
import { findContactMessagesPage, markHandled } from './admin-contact.service';

export const adminContactRoutes = staffRoutes('admin: contact messages', 'contact.read', (staff, app) => {
  staff.read(adminPaths.contactMessages, 'Contact-us messages, newest first; handled=true|false filters', {
    query: contactMessageListQuery,
    response: page(adminContactMessageSchema),
    run: (query) => findContactMessagesPage(app.deps, query.handled, query.page),
  });

  staff.action(adminPaths.contactMessageHandled.route, 'Mark a contact-us message handled (audited)', {
    permission: 'contact.handle',
    response: contactHandledSchema,
    run: (id, _body, actor) => markHandled(app.deps, id, actor),
  });
});
