/** One paraglide configuration for the Vite plugin and the `paraglide` script, so both compile alike. */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // the locale is the first path segment; routing owns the URL, paraglide only reads it
  strategy: ['custom-url', 'baseLocale'],
  emitGitIgnore: false,
  emitReadme: false,
} as const
