import { icon } from './icon.tsx';

export const BellIcon = /* @__PURE__ */ icon(
  <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" />,
);
