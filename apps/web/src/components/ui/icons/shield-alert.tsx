import { icon } from './icon.tsx';

export const ShieldAlertIcon = /* @__PURE__ */ icon(
  <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM12 8v5M12 16h.01" />,
);
