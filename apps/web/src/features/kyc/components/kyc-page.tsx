import type { KycState } from '@platform/contract';
import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { useKycState } from '../api/kyc-api.ts';

/** A verification screen: title with a back link to the hub, and a centred column. */
export function KycPage({
  title,
  back = '/sfyz',
  wide,
  children,
  testId,
}: {
  title: string;
  back?: string;
  wide?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Page title={title} back={back} wide={wide}>
      <div data-testid={testId}>{children}</div>
    </Page>
  );
}

/** Renders its children with the verification state, or the loading and error states meanwhile. */
export function WithKycState({
  children,
  lines = 6,
}: {
  children: (state: KycState) => ReactNode;
  lines?: number;
}) {
  const state = useKycState();
  return (
    <QueryView query={state} lines={lines} roomy>
      {children}
    </QueryView>
  );
}

/** The card every form and status view sits in. */
export function KycCard({ children }: { children: ReactNode }) {
  return <div className="card mx-auto max-w-xl p-5 md:p-7">{children}</div>;
}
