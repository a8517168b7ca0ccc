import { Component as ContentHome } from '../features/content/routes/home.tsx';
import { QuotesStrip } from '../features/market/components/quotes-strip.tsx';

/** The home page composed of two features: live quotes on top, then the operator's content. */
export function Component() {
  return (
    <>
      <QuotesStrip />
      <ContentHome />
    </>
  );
}
