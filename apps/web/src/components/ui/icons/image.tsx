import { icon } from './icon.tsx';

export const ImageIcon = /* @__PURE__ */ icon(<path d="M4 16l4-4 3 3 5-5 4 4M4 5h16v14H4z" />);
