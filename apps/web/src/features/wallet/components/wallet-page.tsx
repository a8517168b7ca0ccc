import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenPage } from '../../../components/ui/page.tsx';

/** A wallet screen: the shared page shell, with links to the neighbouring screens under the title. */
export function WalletPage({
  title,
  back,
  wide,
  links,
  testId,
  children,
}: {
  title: string;
  back?: string;
  wide?: boolean;
  links?: readonly { to: string; label: string }[];
  testId: string;
  children: ReactNode;
}) {
  return (
    <ScreenPage title={title} back={back} wide={wide} testId={testId}>
      {links && links.length > 0 && (
        <nav className="-mt-2 mb-5 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className="link">
              {l.label}
            </Link>
          ))}
        </nav>
      )}
      {children}
    </ScreenPage>
  );
}
