import type { SVGProps } from 'react';

/** A small inline icon set (stroke icons on a 24 px grid): no icon font or package to download. */
const ICON_PATHS = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  users: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.5a4 4 0 010 7.5M22 21v-1a6 6 0 00-4-5.6',
  shirt: 'M8 3l-5 3 2 5 3-1v11h8V10l3 1 2-5-5-3a4 4 0 01-8 0z',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z',
  cart: 'M3 4h2l2.5 11h11L21 7H6.2M9 20a1 1 0 100-2 1 1 0 000 2zM18 20a1 1 0 100-2 1 1 0 000 2z',
  calendar: 'M4 5h16v15H4zM4 10h16M8 3v4M16 3v4',
  key: 'M14 10a4 4 0 10-3.5 4L7 17.5V21h3.5v-2h2v-2l1.5-1.5A4 4 0 0014 10z',
  coins: 'M12 8c4 0 7-1.3 7-3s-3-3-7-3-7 1.3-7 3 3 3 7 3zM5 5v6c0 1.7 3 3 7 3s7-1.3 7-3V5M5 11v6c0 1.7 3 3 7 3s7-1.3 7-3v-6',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12l2-1-1-3-2.2.2-1.4-1.4L16.6 4l-3-1-1 2h-1.2l-1-2-3 1 .2 2.2-1.4 1.4L4 8 3 11l2 1v1.2l-2 1 1 3 2.2-.2 1.4 1.4-.2 2.2 3 1 1-2h1.2l1 2 3-1-.2-2.2 1.4-1.4 2.2.2 1-3-2-1z',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 115 0c0 1.7-2.5 2-2.5 4M12 17h.01',
  idCard: 'M3 5h18v14H3zM7 10a2 2 0 104 0 2 2 0 00-4 0M6 16c.5-1.5 1.7-2.5 3-2.5s2.5 1 3 2.5M14 9h4M14 13h4',
  creditCard: 'M3 6h18v12H3zM3 10h18M7 15h3',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  switch: 'M7 4L3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 018 0v4',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  chevronDown: 'M6 9l6 6 6-6',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7h.01',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
