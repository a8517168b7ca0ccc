import { icon } from './icon.tsx';

export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="M6 9l6 6 6-6" />);
