import { ConfigProvider, theme } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './login-page.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <ConfigProvider
      theme={{ algorithm: theme.defaultAlgorithm, token: { colorPrimary: '#d4a106', borderRadius: 8 } }}
    >
      <LoginPage />
    </ConfigProvider>
  </StrictMode>,
);
