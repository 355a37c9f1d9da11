import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in px (default 16). */
  size?: number;
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
}

export function makeIcon(displayName: string, paths: ReactNode) {
  function Icon({ size = 16, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CloseIcon = makeIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const MenuIcon = makeIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CheckIcon = makeIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const MinusIcon = makeIcon('MinusIcon', <path d="M5 12h14" />);
export const PlusIcon = makeIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const ChevronDownIcon = makeIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = makeIcon('ChevronUpIcon', <path d="m18 15-6-6-6 6" />);
export const ChevronRightIcon = makeIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);
export const ChevronLeftIcon = makeIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const SortIcon = makeIcon('SortIcon', <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);
export const SearchIcon = makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const EyeIcon = makeIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = makeIcon(
  'EyeOffIcon',
  <>
    <path d="M9.9 4.2A10.9 10.9 0 0 1 12 4c6.5 0 10 8 10 8a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6A17.3 17.3 0 0 0 2 12s3.5 8 10 8a10.8 10.8 0 0 0 5.4-1.4" />
    <path d="M14.1 14.1a3 3 0 1 1-4.2-4.2M2 2l20 20" />
  </>,
);
export const InfoIcon = makeIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const WarningIcon = makeIcon(
  'WarningIcon',
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const ErrorIcon = makeIcon(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
export const SuccessIcon = makeIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const ExternalLinkIcon = makeIcon(
  'ExternalLinkIcon',
  <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
);
export const MegaphoneIcon = makeIcon(
  'MegaphoneIcon',
  <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1ZM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />,
);
