import { icon } from './icon.tsx';

export const ToneWarnIcon = /* @__PURE__ */ icon(<path d="M12 6.5v7M12 17.5v.5" />);
