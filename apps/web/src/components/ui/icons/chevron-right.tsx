import { icon } from './icon.tsx';

export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="M9 6l6 6-6 6" />);
