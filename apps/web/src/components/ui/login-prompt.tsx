import { Link, useLocation } from 'react-router';
import { authPath } from '../../lib/return-path.ts';

/**
 * Shown to a visitor in place of a trading form: login or registration brings them back to the
 * screen they were on. The screen gives the texts in its language and the test ids its tests know.
 */
export function LoginPrompt({
  title,
  body,
  login,
  register,
  testId,
}: {
  title: string;
  body: string;
  login: string;
  register: string;
  /** The section's test id; the login link's is the same with '-link'. */
  testId: string;
}) {
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <section className="card p-5 text-center" data-testid={testId}>
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm leading-6 text-mute">{body}</p>
      <div className="mt-4 flex justify-center gap-3">
        <Link to={authPath('/login', here)} className="btn-primary min-w-28" data-testid={`${testId}-link`}>
          {login}
        </Link>
        <Link to={authPath('/register', here)} className="btn-ghost min-w-28">
          {register}
        </Link>
      </div>
    </section>
  );
}
