import { icon } from './icon.tsx';

export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="M15 18l-6-6 6-6" />);
