import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { describeError } from '../components/query-state.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { api } from '../lib/api.ts';
import { useStaffToken, writeToken } from '../lib/session.ts';
import { MeContext } from './me-context.tsx';
import { Shell } from './shell.tsx';

export const ME_KEY = ['staffMe'] as const;

/** Signed out: the login page. Signed in: the shell once staffMe says who the staff member is. */
export function AdminApp() {
  const token = useStaffToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Nothing fetched under one staff session may show under the next one.
    if (!token) queryClient.clear();
  }, [token, queryClient]);
  if (!token) return <LoginPage />;
  return <SignedIn />;
}

function SignedIn() {
  const me = useQuery({ queryKey: ME_KEY, queryFn: () => api.call('staffMe') });
  if (me.isPending) {
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Spin size="large" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <Result
        status="warning"
        title="Could not load your staff profile"
        subTitle={describeError(me.error)}
        extra={[
          <Button key="retry" type="primary" onClick={() => me.refetch()}>
            Try again
          </Button>,
          <Button key="out" onClick={() => writeToken(null)}>
            Sign out
          </Button>,
        ]}
      />
    );
  }
  return (
    <MeContext value={me.data}>
      <BrowserRouter basename="/admin">
        <Shell />
      </BrowserRouter>
    </MeContext>
  );
}
