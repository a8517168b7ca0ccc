import { icon } from './icon.tsx';

export const WalletIcon = /* @__PURE__ */ icon(
  <path d="M3 7a2 2 0 012-2h13v4M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2zm14 7h.01" />,
);
