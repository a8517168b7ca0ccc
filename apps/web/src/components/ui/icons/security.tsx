import { icon } from './icon.tsx';

/** The security feature of the home page. */
export const SecurityIcon = /* @__PURE__ */ icon(
  <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />,
);
