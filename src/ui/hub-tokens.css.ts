import { createThemeContract } from '@vanilla-extract/css'

/**
 * The hub's own tokens: an interface face and a compact heading scale, calm neutral colours that do not follow the
 * venue's theme (cc03 is dark, the hub stays readable). Assigned on the hub's shell (`hubShell` in hub.css.ts).
 */
export const hubVars = createThemeContract({
  font: { ui: null, mono: null },
  text: { xs: null, sm: null, base: null, h1: null, h2: null, h3: null },
  color: {
    canvas: null,
    surface: null,
    sunken: null,
    ink: null,
    muted: null,
    line: null,
    lineStrong: null,
    accent: null,
    accentHover: null,
    accentInk: null,
    accentSoft: null,
    danger: null,
    dangerSoft: null,
    success: null,
    successSoft: null,
    focus: null,
  },
  radius: { sm: null, md: null, lg: null },
  shadow: { card: null, pop: null },
})

export const hubTokenValues = {
  font: {
    ui: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  // at most 1.625rem: a hub heading names a page, it does not announce a play
  text: { xs: '0.75rem', sm: '0.8125rem', base: '0.9375rem', h1: '1.625rem', h2: '1.1875rem', h3: '1rem' },
  color: {
    canvas: '#f5f6f8',
    surface: '#ffffff',
    sunken: '#eef0f3',
    ink: '#1c2028',
    muted: '#5a6270',
    line: '#dde1e6',
    lineStrong: '#b9c0ca',
    accent: '#2452c4',
    accentHover: '#1b419f',
    accentInk: '#ffffff',
    accentSoft: '#e6edfb',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1a7a41',
    successSoft: '#e5f4ea',
    focus: '#1f5fd6',
  },
  radius: { sm: '4px', md: '6px', lg: '10px' },
  shadow: { card: '0 1px 2px rgba(16, 24, 40, 0.06)', pop: '0 12px 32px -8px rgba(16, 24, 40, 0.3)' },
}
