import type { SVGProps } from 'react';

/** Small stroke icons (the frame, sheets); decorative (the control next to them carries the name). */
function StrokeIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
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

type IconProps = SVGProps<SVGSVGElement>;

export const ChevronDownIcon = (p: IconProps) => (
  <StrokeIcon width="16" height="16" {...p}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);
export const MenuIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeIcon>
);
export const CloseIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </StrokeIcon>
);
export const SearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </StrokeIcon>
);
export const SunIcon = (p: IconProps) => (
  <StrokeIcon width="16" height="16" {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </StrokeIcon>
);
export const MoonIcon = (p: IconProps) => (
  <StrokeIcon width="16" height="16" {...p}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </StrokeIcon>
);
export const TruckIcon = (p: IconProps) => (
  <StrokeIcon width="16" height="16" {...p}>
    <path d="M1 4h14v11H1zM15 8h4l4 4v3h-8" />
    <circle cx="5.5" cy="18" r="2" />
    <circle cx="18.5" cy="18" r="2" />
  </StrokeIcon>
);
export const PhoneIcon = (p: IconProps) => (
  <StrokeIcon width="18" height="18" {...p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </StrokeIcon>
);
export const MailIcon = (p: IconProps) => (
  <StrokeIcon width="18" height="18" {...p}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </StrokeIcon>
);
export const ClockIcon = (p: IconProps) => (
  <StrokeIcon width="18" height="18" {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </StrokeIcon>
);
