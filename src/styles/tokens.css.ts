import { createGlobalTheme, createThemeContract, createTheme } from '@vanilla-extract/css'

/** Breakpoints of the spec (platform.md §9, programme.md §9). */
export const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: 'screen and (min-width: 48em)',
  lg: 'screen and (min-width: 64em)',
  xl: 'screen and (min-width: 85.375em)',
  xxl: 'screen and (min-width: 100em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const

/** Timings of the spec, in milliseconds, shared by styles and behaviour. */
export const timings = {
  menuAnimation: 400,
  menuTransition: 700,
  slideInMenu: 700,
  stickyButtons: 380,
  scrollToTop: 600,
  searchPanel: 560,
  anchorScroll: 700,
  widgetClose: 250,
  alertDisplay: 4000,
} as const

export const vars = createGlobalTheme(':root', {
  font: {
    body: '"Source Sans 3", "Helvetica Neue", "Segoe UI", system-ui, -apple-system, Arial, sans-serif',
    display: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  size: {
    containerMax: '88rem',
    gridMax: '188rem',
    gutter: 'clamp(1rem, 4vw, 3rem)',
    headerHeight: '5rem',
    headerHeightShrunk: '3.75rem',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: 'clamp(3rem, 7vw, 6rem)',
  },
  text: {
    small: '0.875rem',
    body: '1.0625rem',
    lead: 'clamp(1.2rem, 1.05rem + 0.6vw, 1.45rem)',
    h4: 'clamp(1.2rem, 1.1rem + 0.5vw, 1.4rem)',
    h3: 'clamp(1.45rem, 1.2rem + 1vw, 1.9rem)',
    h2: 'clamp(1.9rem, 1.4rem + 2vw, 3rem)',
    h1: 'clamp(2.4rem, 1.6rem + 3.6vw, 5rem)',
  },
  radius: { sm: '2px', md: '6px', pill: '999px' },
  shadow: { raised: '0 12px 32px -12px rgba(20, 16, 30, 0.35)' },
  z: { header: '50', drawer: '80', overlay: '90', consent: '100', alert: '60', sticky: '40' },
})

/** The three page colour themes cc01–cc03 share one contract. */
export const color = createThemeContract({
  page: null,
  surface: null,
  surfaceAlt: null,
  ink: null,
  inkMuted: null,
  accent: null,
  accentInk: null,
  accentSoft: null,
  line: null,
  focus: null,
  danger: null,
  success: null,
})

export const themeCc01 = createTheme(color, {
  page: '#fbf8f3',
  surface: '#ffffff',
  surfaceAlt: '#f1ebe1',
  ink: '#1b1622',
  inkMuted: '#5b5462',
  accent: '#b8262f',
  accentInk: '#ffffff',
  accentSoft: '#f6dcd6',
  line: '#d9d1c5',
  focus: '#1f5fd6',
  danger: '#a3151f',
  success: '#1d6b3a',
})

export const themeCc02 = createTheme(color, {
  page: '#f3f6f7',
  surface: '#ffffff',
  surfaceAlt: '#e2eaec',
  ink: '#0f1d24',
  inkMuted: '#4a5a61',
  accent: '#0d6b73',
  accentInk: '#ffffff',
  accentSoft: '#cfe7e8',
  line: '#c7d3d6',
  focus: '#b4470e',
  danger: '#a3151f',
  success: '#1d6b3a',
})

export const themeCc03 = createTheme(color, {
  page: '#16131c',
  surface: '#211d29',
  surfaceAlt: '#2b2634',
  ink: '#f4efe8',
  inkMuted: '#bdb4c4',
  accent: '#f2b541',
  accentInk: '#16131c',
  accentSoft: '#3b3323',
  line: '#433b4e',
  focus: '#8ec5ff',
  danger: '#ff8a8a',
  success: '#7fd69b',
})

export const themes = { cc01: themeCc01, cc02: themeCc02, cc03: themeCc03 } as const
