import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, theme } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin-app.tsx';
import { queryClient } from './app/query-client.ts';
import { ToastBridge } from './lib/toast.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <ConfigProvider
      theme={{ algorithm: theme.defaultAlgorithm, token: { colorPrimary: '#d4a106', borderRadius: 8 } }}
    >
      <App>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>
          <AdminApp />
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  </StrictMode>,
);
