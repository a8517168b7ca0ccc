import { icon } from './icon.tsx';

export const ToneBlockedIcon = /* @__PURE__ */ icon(<path d="M8 8l8 8M16 8l-8 8" />);
