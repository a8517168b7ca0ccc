import { icon } from './icon.tsx';

export const ChartIcon = /* @__PURE__ */ icon(<path d="M4 19h16M6 15l4-5 3 3 5-7" />);
