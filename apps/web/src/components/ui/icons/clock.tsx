import { icon } from './icon.tsx';

export const ClockIcon = /* @__PURE__ */ icon(<path d="M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z" />);
