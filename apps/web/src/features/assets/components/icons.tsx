/** Line icons of the asset screens, drawn at the current text colour. */
const PATHS = {
  deposit: 'M12 4v11m0 0l-4-4m4 4l4-4M5 20h14',
  withdraw: 'M12 20V9m0 0l-4 4m4-4l4 4M5 4h14',
  transfer: 'M4 8h13m0 0l-3-3m3 3l-3 3M20 16H7m0 0l3-3m-3 3l3 3',
  convert: 'M20 12a8 8 0 01-14.3 4.9M4 12a8 8 0 0114.3-4.9M18 3v4.5h-4.5M6 21v-4.5h4.5',
  records: 'M7 4h10a1 1 0 011 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 011-1zm2 5h6m-6 4h6',
  download: 'M12 4v11m0 0l-4-4m4 4l4-4M5 20h14',
} as const;

export type AssetsIconName = keyof typeof PATHS;

export function AssetsIcon({ name, className = 'size-5' }: { name: AssetsIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
