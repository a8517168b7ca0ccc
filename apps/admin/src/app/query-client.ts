import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: the client has already toasted the failure, and refusals (403, 1000) do not
 * change by asking again. Staff often leave the tab open, so data refreshes on focus after 30 s.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 0, staleTime: 30_000, refetchOnWindowFocus: true },
    mutations: { retry: 0 },
  },
});
