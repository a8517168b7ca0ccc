import { icon } from './icon.tsx';

export const ConvertIcon = /* @__PURE__ */ icon(
  <path d="M20 12a8 8 0 01-14.3 4.9M4 12a8 8 0 0114.3-4.9M18 3v4.5h-4.5M6 21v-4.5h4.5" />,
);
