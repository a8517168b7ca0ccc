import { Button, Drawer, Flex, Grid, Layout, Menu, Tag } from 'antd';
import { type CSSProperties, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api } from '../lib/api.ts';
import { writeToken } from '../lib/session.ts';
import { useMe } from './me-context.tsx';
import { activeNavKey, navItemsFor } from './nav-items.ts';
import { AppRoutes, PageLoading } from './routes.tsx';

/** The signed-in frame: side menu filtered by role, a header with who is signed in, the page. */
export function Shell() {
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Phones get the menu in a drawer so the page keeps the full width.
  const wide = screens.lg ?? true;
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="admin-shell">
      {wide && (
        <Layout.Sider width={220} theme="dark">
          <Brand />
          <NavMenu />
        </Layout.Sider>
      )}
      {!wide && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={240}
          styles={{ body: { padding: 0, background: '#001529' }, header: { display: 'none' } }}
        >
          <Brand />
          <RoleTags style={{ padding: '0 24px 12px' }} />
          <NavMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout>
        <Header onMenu={wide ? undefined : () => setDrawerOpen(true)} />
        <Layout.Content style={{ padding: wide ? 24 : 12, minWidth: 0 }}>
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function Brand() {
  return (
    <div style={{ color: '#fff', fontWeight: 600, fontSize: 16, padding: '20px 24px' }}>Back office</div>
  );
}

function RoleTags({ style }: { style?: CSSProperties }) {
  const me = useMe();
  return (
    <div style={style} data-testid="staff-roles">
      {me.roles.map((role) => (
        <Tag key={role} color="gold">
          {role}
        </Tag>
      ))}
    </div>
  );
}

function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const me = useMe();
  const { pathname } = useLocation();
  const items = navItemsFor(me.roles).map((item) => ({
    key: item.key,
    label: (
      <Link to={item.path} data-testid={`nav-${item.key}`} onClick={onNavigate}>
        {item.label}
      </Link>
    ),
  }));
  return <Menu theme="dark" mode="inline" selectedKeys={[activeNavKey(pathname)]} items={items} />;
}

function Header({ onMenu }: { onMenu: (() => void) | undefined }) {
  const me = useMe();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    try {
      await api.call('staffLogout');
    } finally {
      // The local token goes even when the server could not be told: staff asked to leave, and
      // the server session expires on its own (the failure has been toasted).
      writeToken(null);
    }
  };
  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      {onMenu && <Button onClick={onMenu}>Menu</Button>}
      <Flex gap={8} align="center" style={{ marginLeft: 'auto', minWidth: 0 }}>
        <span
          style={{
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: 180,
          }}
          data-testid="staff-name"
        >
          {me.name}
        </span>
        {onMenu ? null : <RoleTags />}
        <Button onClick={logout} loading={leaving} data-testid="logout">
          Log out
        </Button>
      </Flex>
    </Layout.Header>
  );
}
