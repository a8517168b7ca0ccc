import { icon } from './icon.tsx';

export const TransferIcon = /* @__PURE__ */ icon(
  <path d="M4 8h13m0 0l-3-3m3 3l-3 3M20 16H7m0 0l3-3m-3 3l3 3" />,
);
