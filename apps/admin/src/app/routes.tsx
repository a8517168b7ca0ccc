import { Result, Spin } from 'antd';
import { lazy, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router';
import { Forbidden } from '../components/query-state.tsx';
import type { Permission } from '../lib/permissions.ts';
import { useCan } from './me-context.tsx';

// Pages load on first visit, so signing in does not wait for every page's code.
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const UsersPage = lazy(() => import('../features/users/users-page.tsx'));
const UserDetailPage = lazy(() => import('../features/users/user-detail-page.tsx'));
const StaffPage = lazy(() => import('../features/staff/staff-page.tsx'));
const AuditPage = lazy(() => import('../features/audit/audit-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/settings-page.tsx'));
const ContentPage = lazy(() => import('../features/content/content-page.tsx'));
const ReviewsPage = lazy(() => import('../features/reviews/reviews-page.tsx'));
const ReviewQueuePage = lazy(() => import('../features/reviews/review-queue-page.tsx'));
const ReviewDetailPage = lazy(() => import('../features/reviews/review-detail-page.tsx'));
const InstrumentsPage = lazy(() => import('../features/instruments/instruments-page.tsx'));
const ContractsPage = lazy(() => import('../features/contracts/contracts-page.tsx'));
const FixedTermPage = lazy(() => import('../features/fixed-term/fixed-term-page.tsx'));
const EarnPage = lazy(() => import('../features/earn/earn-page.tsx'));
const BasketsPage = lazy(() => import('../features/baskets/baskets-page.tsx'));

export function PageLoading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

/** A page the roles must allow; the server refuses anyway, this spares a page of errors. */
function Guard({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : <Forbidden />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/:uid" element={<UserDetailPage />} />
      <Route path="reviews" element={<ReviewsPage />} />
      <Route path="reviews/:queue" element={<ReviewQueuePage />} />
      <Route path="reviews/:queue/:id" element={<ReviewDetailPage />} />
      {/* Any staff member may read and preview content; the page hides changes from non-editors. */}
      <Route path="content" element={<ContentPage />} />
      <Route
        path="staff"
        element={
          <Guard permission="manageStaff">
            <StaffPage />
          </Guard>
        }
      />
      <Route
        path="audit"
        element={
          <Guard permission="viewAudit">
            <AuditPage />
          </Guard>
        }
      />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="instruments" element={<InstrumentsPage />} />
      <Route
        path="contracts"
        element={
          <Guard permission="viewContracts">
            <ContractsPage />
          </Guard>
        }
      />
      <Route
        path="fixed-term"
        element={
          <Guard permission="viewContracts">
            <FixedTermPage />
          </Guard>
        }
      />
      <Route
        path="earn"
        element={
          <Guard permission="viewEarn">
            <EarnPage />
          </Guard>
        }
      />
      <Route
        path="baskets"
        element={
          <Guard permission="viewBaskets">
            <BasketsPage />
          </Guard>
        }
      />
      <Route
        path="*"
        element={
          <Result status="404" title="No such page" extra={<Link to="/">Back to the dashboard</Link>} />
        }
      />
    </Routes>
  );
}
