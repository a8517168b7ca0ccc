import { icon } from './icon.tsx';

export const ToneInfoIcon = /* @__PURE__ */ icon(<path d="M8 12h8" />);
