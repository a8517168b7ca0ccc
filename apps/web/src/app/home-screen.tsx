import { Component as ContentHome } from '../features/content/routes/home.tsx';
import { QuotesStrip } from '../features/market/components/quotes-strip.tsx';
import { useLoggedIn } from './app-layout.tsx';
import { NextStepsCard } from './next-steps-card.tsx';

/**
 * The home page composed of features: live quotes on top, then the operator's content, whose hero
 * offers a visitor an account and a logged-in customer the next steps.
 */
export function Component() {
  const loggedIn = useLoggedIn();
  return (
    <>
      <QuotesStrip />
      <ContentHome next={loggedIn ? <NextStepsCard /> : undefined} />
    </>
  );
}
