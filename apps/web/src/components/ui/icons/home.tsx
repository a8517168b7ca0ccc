import { icon } from './icon.tsx';

export const HomeIcon = /* @__PURE__ */ icon(
  <path d="M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z" />,
);
