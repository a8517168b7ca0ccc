import { icon } from './icon.tsx';

export const UserIcon = /* @__PURE__ */ icon(<path d="M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0" />);
