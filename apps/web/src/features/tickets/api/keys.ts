/** Query keys of the member's tickets: under `member`, so an ended session drops them with the rest. */
export const ticketKeys = {
  all: ['member', 'tickets'] as const,
  list: (page?: number) =>
    page === undefined ? ([...ticketKeys.all, 'list'] as const) : ([...ticketKeys.all, 'list', page] as const),
  thread: (id: string) => [...ticketKeys.all, 'thread', id] as const,
  unread: () => [...ticketKeys.all, 'unread'] as const,
  attachment: (url: string) => [...ticketKeys.all, 'attachment', url] as const,
};
