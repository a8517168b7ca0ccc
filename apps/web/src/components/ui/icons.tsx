import type { ReactNode, SVGProps } from 'react';

/**
 * The app's line icons, drawn at the current text colour on a 24-unit grid. They are decoration:
 * hidden from assistive technology unless a caller says otherwise, so the control around an icon
 * carries the name. Size by class (`className="size-5"`, the default) or in pixels (`size`).
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'> {
  /** Width and height in pixels. */
  size?: number;
  /** Rounded line ends and joins, as the navigation and asset icons are drawn. */
  round?: boolean;
}

export type IconComponent = (props: IconProps) => ReactNode;

function icon(body: ReactNode): IconComponent {
  return function Icon({ size, round, className = 'size-5', strokeWidth = '1.8', ...rest }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={className}
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap={round ? 'round' : undefined}
        strokeLinejoin={round ? 'round' : undefined}
        {...rest}
      >
        {body}
      </svg>
    );
  };
}

// Navigation and markets.
export const HomeIcon = icon(<path d="M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z" />);
export const ChartIcon = icon(<path d="M4 19h16M6 15l4-5 3 3 5-7" />);
export const SwapIcon = icon(<path d="M7 4v14m0 0l-3-3m3 3l3-3M17 20V6m0 0l-3 3m3-3l3 3" />);
export const CoinsIcon = icon(
  <path d="M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6" />,
);
export const SavingsIcon = icon(
  <path d="M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6" />,
);
export const WalletIcon = icon(
  <path d="M3 7a2 2 0 012-2h13v4M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2zm14 7h.01" />,
);
export const UserIcon = icon(<path d="M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0" />);
export const CardIcon = icon(
  <path d="M3 10h18M5 6h14a2 2 0 012 2v8a2 2 0 01-2 2H5a2 2 0 01-2-2V8a2 2 0 012-2z" />,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9z" />
  </>,
);
/** Filled when `fill="currentColor"` is passed: a favourite. */
export const StarIcon = icon(
  <path
    d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
    strokeLinejoin="round"
  />,
);
export const BellIcon = icon(
  <path d="M6 8a6 6 0 1112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" />,
);

// Money movements.
export const DownloadIcon = icon(<path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />);
export const UploadIcon = icon(<path d="M12 20V9m0 0l-4 4m4-4l4 4M5 4h14" />);
export const TransferIcon = icon(<path d="M4 8h13m0 0l-3-3m3 3l-3 3M20 16H7m0 0l3-3m-3 3l3 3" />);
export const ConvertIcon = icon(
  <path d="M20 12a8 8 0 01-14.3 4.9M4 12a8 8 0 0114.3-4.9M18 3v4.5h-4.5M6 21v-4.5h4.5" />,
);
export const ReceiptIcon = icon(
  <path d="M7 4h10a1 1 0 011 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 011-1zm2 5h6m-6 4h6" />,
);

// Controls.
export const ChevronLeftIcon = icon(<path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    <path d="M4 4l16 16" />
  </>,
);
export const ImageIcon = icon(<path d="M4 16l4-4 3 3 5-5 4 4M4 5h16v14H4z" />);
export const CameraIcon = icon(<path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z" />);

// States.
export const CheckIcon = icon(<path d="M5 12l5 5 9-10" />);
export const ClockIcon = icon(<path d="M12 7v5l3 2M12 21a9 9 0 100-18 9 9 0 000 18z" />);
export const ShieldIcon = icon(<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />);
export const ShieldAlertIcon = icon(
  <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zM12 8v5M12 16h.01" />,
);
/** The security feature of the home page. */
export const SecurityIcon = icon(<path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />);

// The small marks inside the round tone badges of rule lists.
export const ToneOkIcon = icon(<path d="M5 12l5 5L20 7" />);
export const ToneBlockedIcon = icon(<path d="M8 8l8 8M16 8l-8 8" />);
export const ToneWarnIcon = icon(<path d="M12 6.5v7M12 17.5v.5" />);
export const ToneInfoIcon = icon(<path d="M8 12h8" />);
