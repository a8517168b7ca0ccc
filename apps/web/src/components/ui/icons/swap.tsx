import { icon } from './icon.tsx';

export const SwapIcon = /* @__PURE__ */ icon(<path d="M7 4v14m0 0l-3-3m3 3l3-3M17 20V6m0 0l-3 3m3-3l3 3" />);
