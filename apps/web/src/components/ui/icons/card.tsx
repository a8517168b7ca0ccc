import { icon } from './icon.tsx';

export const CardIcon = /* @__PURE__ */ icon(
  <path d="M3 10h18M5 6h14a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2V8a2 2 0 012-2z" />,
);
