import type { ReactNode, SVGProps } from 'react';

/**
 * The app's line icons are drawn at the current text colour on a 24-unit grid. They are
 * decoration: hidden from assistive technology unless a caller says otherwise, so the control
 * around an icon carries the name. Size by class (`className="size-5"`, the default) or in pixels
 * (`size`). Each icon is made by `icon` in a module of its own; a call to it is marked pure so that
 * an icon no screen draws is left out of the build.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'> {
  /** Width and height in pixels. */
  size?: number;
  /** Rounded line ends and joins, as the navigation and asset icons are drawn. */
  round?: boolean;
}

export type IconComponent = (props: IconProps) => ReactNode;

export function icon(body: ReactNode): IconComponent {
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
