import { icon } from './icon.tsx';

export const ReceiptIcon = /* @__PURE__ */ icon(
  <path d="M7 4h10a1 1 0 011 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 011-1zm2 5h6m-6 4h6" />,
);
