import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { startMarketSocket } from './features/market/model/live.ts';
import { ApiRefusal } from './lib/api-client.ts';
import { initI18n } from './lib/i18n.ts';
import { storedLang } from './lib/lang.ts';
import { loadServedProducts } from './lib/products.ts';
import './index.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal has been shown to the user already; retrying it would only repeat the toast.
      retry: (failures, error) => !(error instanceof ApiRefusal) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// The served products decide which routes and menu entries exist, so they are read before the router.
await Promise.all([initI18n(), loadServedProducts()]);
// The market-data connection of spec section 4 opens when the app starts and stays open.
startMarketSocket(storedLang());
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
