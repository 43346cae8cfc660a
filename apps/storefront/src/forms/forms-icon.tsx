// Line icons of the form screens, inline SVG (no emoji font needed). Decorative: the text beside each one
// carries the meaning.
import type { ReactNode } from 'react';

export type FormsIconName = 'map-pin' | 'arrow-right' | 'mail';

const PATHS: Record<FormsIconName, ReactNode> = {
  'map-pin': (
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
};

export interface FormsIconProps {
  name: FormsIconName;
  size?: number;
  className?: string;
}

export function FormsIcon({ name, size = 20, className }: FormsIconProps) {
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
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {PATHS[name]}
    </svg>
  );
}
