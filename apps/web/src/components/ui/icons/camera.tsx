import { icon } from './icon.tsx';

export const CameraIcon = /* @__PURE__ */ icon(
  <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z" />,
);
