import { icon } from './icon.tsx';

export const CheckIcon = /* @__PURE__ */ icon(<path d="M5 12l5 5 9-10" />);
