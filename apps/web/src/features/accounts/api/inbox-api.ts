import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ACCOUNTS_KEY } from './accounts-api.ts';

/** The inbox of spec section 2 ("messages"): unread count, pages of messages, one message. */
export const INBOX_PAGE_SIZE = 10;
/** The bell refreshes its count this often while the user is logged in. */
export const UNREAD_REFRESH_MS = 60_000;
const INBOX_KEY = [...ACCOUNTS_KEY, 'inbox'] as const;

export const inboxQueries = {
  unread: () =>
    queryOptions({
      queryKey: [...INBOX_KEY, 'unread'],
      queryFn: () => api.call('messageUnreadCount'),
    }),
  list: (page: number) =>
    queryOptions({
      queryKey: [...INBOX_KEY, 'list', page],
      queryFn: () => api.call('messageList', { page, pageSize: INBOX_PAGE_SIZE }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...INBOX_KEY, 'detail', id],
      queryFn: () => api.call('messageDetail', { id }),
    }),
};

export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    ...inboxQueries.unread(),
    enabled,
    refetchInterval: enabled ? UNREAD_REFRESH_MS : false,
    refetchOnWindowFocus: true,
  });

export const useInboxPage = (page: number, enabled: boolean) =>
  useQuery({ ...inboxQueries.list(page), enabled, placeholderData: keepPreviousData });

/** Opening a message marks it read on the server, so the list and the count are refreshed after. */
export function useInboxMessage(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    // The same key as inboxQueries.detail(id) once a message is open.
    queryKey: [...INBOX_KEY, 'detail', id],
    // No message is open: nothing is fetched (rather than asking for a message id that cannot exist).
    queryFn:
      id === null
        ? skipToken
        : async () => {
            const message = await api.call('messageDetail', { id });
            void client.invalidateQueries({ queryKey: [...INBOX_KEY, 'unread'] });
            void client.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
            return message;
          },
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('messageRead'),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
