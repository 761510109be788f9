// Raw design values. Components never import this file: they read `vars` (vars.css.ts).
// Contrast ratios are noted against the surface they are meant for (WCAG: 7:1 AAA body text, 4.5:1 AA).

export const breakpoints = { mobile: 0, tablet: 640, desktop: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const tokens = {
  color: {
    brand: '#0b3c5d', // navy; white on it 11.5:1
    brandStrong: '#082c45',
    brandSoft: '#e8f1f6', // navy on it 10.1:1
    accent: '#a33d06', // warm CTA; white on it 6.5:1
    accentStrong: '#8f3500', // hover/pressed; white on it 7.8:1
    highlight: '#ffd27a', // on navy 8.1:1 (phone number in the banner)
    text: '#1b1f24', // on white 16.6:1
    textMuted: '#3b4452', // on white 9.8:1, on surfaceAlt 9.1:1
    textOnBrand: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f3f6f8',
    border: '#6b7785', // 4.6:1 on white, above the 3:1 for UI components
    focus: '#ffbf47', // focus ring; 7.0:1 on navy, drawn with a dark inner ring on light surfaces
    critical: '#b3261e', // white on it 6.5:1
    success: '#1d6b3a', // white on it 6.5:1
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2.5rem',
    xxlarge: '4rem',
    gutter: '1.25rem',
  },
  radius: { none: '0', small: '6px', medium: '10px', large: '16px', full: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  // Body text never goes below 18px (1.125rem); line height at least 1.5.
  fontSize: {
    small: '1.125rem',
    body: '1.1875rem',
    large: '1.3125rem',
    h4: '1.375rem',
    h3: '1.5rem',
    h2: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)',
    h1: 'clamp(2rem, 1.5rem + 2.5vw, 3rem)',
  },
  lineHeight: { body: '1.6', heading: '1.25' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  size: {
    touchTarget: '48px', // above the 44px minimum
    content: '72rem',
    prose: '44rem',
  },
  zIndex: { base: '0', sticky: '100', chat: '200', overlay: '300', modal: '400', toast: '500' },
  shadow: {
    card: '0 1px 2px rgba(11, 60, 93, 0.12), 0 4px 12px rgba(11, 60, 93, 0.08)',
    raised: '0 8px 28px rgba(11, 60, 93, 0.22)',
  },
  motion: { fast: '120ms', medium: '200ms' },
} as const;

export type Tokens = typeof tokens;
