import { icon } from './icon.tsx';

export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6L6 18" />);
