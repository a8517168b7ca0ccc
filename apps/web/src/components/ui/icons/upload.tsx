import { icon } from './icon.tsx';

export const UploadIcon = /* @__PURE__ */ icon(<path d="M12 20V9m0 0l-4 4m4-4l4 4M5 4h14" />);
