import { icon } from './icon.tsx';

export const ToneOkIcon = /* @__PURE__ */ icon(<path d="M5 12l5 5L20 7" />);
