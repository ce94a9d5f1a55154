// Line icons drawn inline (24×24, stroke in currentColor): no icon font, no extra request.
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing one stroked path (circles and rectangles written as arcs and lines). */
const icon = (d: string) => (props: IconProps) => (
  <Icon {...props}>
    <path d={d} />
  </Icon>
);

export const MenuIcon = icon('M4 7h16M4 12h16M4 17h16');
export const CloseIcon = icon('M6 6l12 12M18 6L6 18');
export const SearchIcon = icon('M4.5 11a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0zM20 20l-4.2-4.2');
export const PhoneIcon = icon('M5 4h3.2l1.6 4-2 1.3a11 11 0 0 0 4.9 4.9l1.3-2 4 1.6V17a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2z');
export const MailIcon = icon('M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM3.5 6.5L12 13l8.5-6.5');
export const PinIcon = icon('M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0z');
export const ChevronDownIcon = icon('M6 9l6 6 6-6');
export const GlobeIcon = icon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z');
export const ArrowRightIcon = icon('M5 12h14M13 6l6 6-6 6');
export const RefreshIcon = icon('M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7');
export const GearIcon = icon(
  'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM5.5 12a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0zM12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
);
export const PauseIcon = icon('M9 6v12M15 6v12');
export const PlayIcon = icon('M8 5.5v13l10-6.5z');
export const TruckIcon = icon('M3 6.5h11v9.5H3zM14 9.5h3.6l3.4 3.6v2.9h-7zM5 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0zM15 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0z');
export const WrenchIcon = icon('M14.7 6.3a4 4 0 0 0 5 5l-8.6 8.6a2.1 2.1 0 0 1-3-3l8.6-8.6a4 4 0 0 0-2-2zM14.7 6.3l3-3a4 4 0 0 0-3 3z');
export const HeadsetIcon = icon('M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.2-1.6 2-4 2');
export const ShieldIcon = icon('M12 3l7.5 3v5.5c0 4.5-3.2 8.1-7.5 9.5c-4.3-1.4-7.5-5-7.5-9.5V6zM8.8 12.2l2.2 2.2 4.3-4.3');
export const ClockIcon = icon('M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0zM12 7v5l3.2 2');
export const ChatIcon = icon('M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5');
export const CompareIcon = icon('M4 5h6v14H4zM14 5h6v14h-6zM7 9v6M17 9v6');
export const QuoteListIcon = icon('M8 4h8v3H8zM6 5.5H5a1 1 0 0 0-1 1V20a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V6.5a1 1 0 0 0-1-1h-1M8 11h8M8 15h5');
export const CheckIcon = icon('M5 12.5l4.5 4.5L19 7.5');
