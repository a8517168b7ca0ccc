import { icon } from './icon.tsx';

export const DownloadIcon = /* @__PURE__ */ icon(<path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />);
