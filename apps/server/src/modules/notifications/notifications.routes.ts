import {
  notificationItemSchema,
  notificationPaths,
  notificationReadInput,
  page,
  unreadCountSchema,
} from '@tandem/contracts';
import { pageQuery } from '../../lib/envelope';
import { memberAction, memberPlugin, memberRead } from '../../plugins/member-route';
import { countUnreadNotifications, listNotifications, readNotifications } from './notifications.service';

/** The member's notifications: decisions about them, ticket replies and announcements in their language. */
export const notificationRoutes = memberPlugin('notifications', async (app, docs) => {
  memberRead(app, {
    url: notificationPaths.list,
    docs: docs('The member’s notifications and announcements, newest first'),
    query: pageQuery,
    response: page(notificationItemSchema),
    run: (member, query) => listNotifications(app.deps, member, query.page),
  });

  memberRead(app, {
    url: notificationPaths.unreadCount,
    docs: docs('How many of the member’s notifications and announcements are unread'),
    response: unreadCountSchema,
    run: (member) => countUnreadNotifications(app.deps, member),
  });

  memberAction(app, {
    url: notificationPaths.read,
    docs: docs('Mark one notification read ({id}) or all of them ({all: true}); answers the unread count'),
    body: notificationReadInput,
    response: unreadCountSchema,
    errors: [404],
    run: (member, body) => readNotifications(app.deps, member, body),
  });
});
