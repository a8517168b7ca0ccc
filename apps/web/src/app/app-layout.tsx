import { PAGE_IDS } from '@platform/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router';
import { LanguageSwitcher } from '../components/ui/language-switcher.tsx';
import { ReloginDialog } from '../components/ui/relogin-dialog.tsx';
import { Toaster } from '../components/ui/toast.tsx';
import { useLogout } from '../features/accounts/api/accounts-api.ts';
import { DemoBanner } from '../features/accounts/components/demo-banner.tsx';
import { HeaderUser } from '../features/accounts/components/header-user.tsx';
import { InboxBell } from '../features/accounts/components/inbox-bell.tsx';
import { useSite } from '../features/content/api/content-api.ts';
import { SimulatedBadge, SimulatedStrip } from '../features/market/components/simulated-badge.tsx';
import { authPath } from '../lib/return-path.ts';
import { session } from '../lib/session.ts';
import { Icon } from './icon.tsx';
import { isActiveOn, TOP_NAV, USER_MENU, visibleItems } from './nav-items.ts';

export function useLoggedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isLoggedIn, () => false);
}

/**
 * The links of the top navigation, shared by the desktop header and the phone tab bar. An entry is
 * also active on its other paths (Home on "/", Trade on contracts), and reopening /market while on
 * it reloads the page (spec section 2).
 */
function TopNavLinks({
  linkClass,
  withIcons,
}: {
  linkClass: (active: boolean) => string;
  withIcons: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const reloadMarket = (to: string) => (event: React.MouseEvent) => {
    if (to === '/market' && pathname === '/market') {
      event.preventDefault();
      window.location.reload();
    }
  };
  return visibleItems(TOP_NAV).map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      onClick={reloadMarket(item.to)}
      className={({ isActive }) => linkClass(isActive || isActiveOn(item, pathname))}
    >
      {withIcons && <Icon name={item.icon} className="size-[22px]" />}
      {t(item.label)}
    </NavLink>
  ));
}

function Brand() {
  const site = useSite();
  const name = site.data?.name ?? '';
  return (
    <Link to="/index" className="flex shrink-0 items-center gap-2" aria-label={name || 'home'}>
      {site.data?.logoUrl ? (
        <img src={site.data.logoUrl} alt={name} className="h-7 w-auto" />
      ) : (
        <>
          <img src="/favicon.svg" alt="" className="size-7" />
          <span className="text-lg font-bold tracking-tight">{name}</span>
        </>
      )}
    </Link>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('userMenu.title')}
        data-testid="user-menu"
        className="rounded-lg p-1.5 text-mute hover:bg-panel-2 hover:text-ink lg:px-2"
      >
        <HeaderUser />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-60 rounded-xl border border-line bg-panel p-1 shadow-2xl"
        >
          <Menu.Label className="px-3 py-1.5 text-xs text-mute">{t('userMenu.title')}</Menu.Label>
          {visibleItems(USER_MENU).map((item) => (
            <Menu.Item
              key={item.to}
              onSelect={() => navigate(item.to)}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-panel-2"
            >
              {t(item.label)}
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1 h-px bg-line" />
          <Menu.Item
            onSelect={() => {
              // The server ends the session first; the local session ends even if it cannot.
              void logout().then(() => navigate('/login'));
            }}
            className="cursor-pointer rounded-lg px-3 py-2 text-sm text-down outline-none data-[highlighted]:bg-panel-2"
          >
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function Header() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const { pathname, search } = useLocation();
  // Logging in or signing up from a page comes back to it.
  const here = pathname + search;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-6 px-4 md:h-16 md:px-6">
        <Brand />
        <SimulatedBadge className="-ml-3 hidden sm:inline-flex md:-ml-2" />
        <nav aria-label="main" className="hidden items-center gap-1 md:flex">
          <TopNavLinks
            withIcons={false}
            linkClass={(active) =>
              `rounded-lg px-3 py-2 text-sm font-medium transition ${active ? 'text-brand' : 'text-mute hover:text-ink'}`
            }
          />
        </nav>
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <LanguageSwitcher compact />
          <Link
            to="/downLoad"
            aria-label={t('nav.download')}
            data-testid="download-app"
            className="flex items-center gap-1.5 rounded-lg p-2 text-sm text-mute hover:bg-panel-2 hover:text-ink lg:border lg:border-line lg:px-3 lg:py-1.5 lg:font-medium lg:text-ink"
          >
            <Icon name="download" className="size-[18px] lg:size-4" />
            <span className="hidden lg:inline">{t('nav.download')}</span>
          </Link>
          <InboxBell loggedIn={loggedIn} />
          {loggedIn ? (
            <UserMenu />
          ) : (
            <>
              <Link
                to={pathname === '/login' ? '/login' : authPath('/login', here)}
                className="px-2 py-1.5 text-sm font-medium text-ink hover:text-brand"
              >
                {t('nav.login')}
              </Link>
              <Link
                to={pathname === '/register' ? '/register' : authPath('/register', here)}
                className="btn-primary hidden py-1.5 sm:inline-flex"
              >
                {t('nav.register')}
              </Link>
            </>
          )}
        </div>
      </div>
      <DemoBanner />
      <SimulatedStrip className="sm:hidden" />
    </header>
  );
}

function TabBar() {
  return (
    <nav
      aria-label="tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-panel/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div
        className="grid"
        style={{ gridTemplateColumns: `repeat(${visibleItems(TOP_NAV).length}, minmax(0, 1fr))` }}
      >
        <TopNavLinks
          withIcons
          linkClass={(active) =>
            `flex flex-col items-center gap-0.5 py-2 text-[11px] ${active ? 'text-brand' : 'text-mute'}`
          }
        />
      </div>
    </nav>
  );
}

function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  const links = [
    { to: `/text?id=${PAGE_IDS.company}`, label: t('footer.company') },
    { to: '/userAgreement', label: t('footer.agreement') },
    { to: `/text?id=${PAGE_IDS.privacy}`, label: t('footer.privacy') },
    { to: `/text?id=${PAGE_IDS.risk}`, label: t('footer.risk') },
    { to: '/about', label: t('footer.about') },
    { to: '/help', label: t('footer.help') },
    { to: '/notice', label: t('footer.notices') },
    { to: '/settingNew', label: t('footer.news') },
    { to: '/downLoad', label: t('footer.download') },
  ];
  return (
    <footer className="mt-auto border-t border-line bg-panel/40 pb-[calc(5rem+var(--trade-bar-h,0px))] md:pb-0">
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6">
        <nav aria-label="footer" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-mute">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className="hover:text-ink">
              {l.label}
            </Link>
          ))}
        </nav>
        {site.data?.supportEmail && (
          <p className="mt-5 text-sm text-mute" data-testid="support-email">
            {t('footer.support')}{' '}
            <a href={`mailto:${site.data.supportEmail}`} className="text-ink hover:text-brand">
              {site.data.supportEmail}
            </a>
          </p>
        )}
        <p className="mt-5 max-w-3xl text-xs leading-5 text-mute">{t('footer.riskWarning')}</p>
        <p className="mt-3 text-xs text-mute">
          {t('footer.rights', { year: new Date().getFullYear(), name: site.data?.name ?? '' })}
        </p>
      </div>
    </footer>
  );
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand" />;
}

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      {/* A new page opens at its top; back and forward return to where the reader was. */}
      <ScrollRestoration />
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <TabBar />
      <Toaster />
      <ReloginDialog />
    </div>
  );
}
