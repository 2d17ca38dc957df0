import * as v from 'valibot'

/**
 * The site's typed configuration: the design settings of the spec (platform.md §3), the API base and the
 * feature flags. Validated once when the module loads; an invalid value stops the start with a clear message.
 * Only what is safe for the browser lives here — secrets are read on the server from the environment.
 */
const DetailSection = v.picklist(['dates', 'texts', 'media', 'castAndTeam', 'prices', 'tags'])

// The venue's identity — name, links, logo, colour theme and menu style — is data, not configuration: site settings
// edited in the hub (/cms-hub/settings, src/contract/identity.ts).
const AppConfigSchema = v.object({
  design: v.object({
    header: v.object({
      burgerSide: v.picklist(['left', 'right']),
    }),
    /** custom error HTML by status code; otherwise /html/{status}.html, otherwise the default text */
    errors: v.record(v.pipe(v.string(), v.regex(/^\d{3}$/)), v.string()),
    cookies: v.object({ trackingManagerId: v.nullable(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/))) }),
    stickyOverlayButton: v.boolean(),
    parsers: v.object({
      date: v.array(v.string()),
      time: v.string(),
      currency: v.pipe(v.string(), v.length(3)),
    }),
    event: v.object({
      styleVariant: v.picklist([1, 2, 3]),
      quickbuyWidgetActive: v.boolean(),
      priceListShowMore: v.boolean(),
    }),
    headerBasketLink: v.string(),
    webShopLink: v.string(),
    anchorListOffset: v.number(),
    notFoundPagePath: v.string(),
    detailSections: v.object({ event: v.array(DetailSection), production: v.array(DetailSection) }),
  }),
  features: v.object({
    serviceWorker: v.boolean(),
    pageTransitions: v.boolean(),
  }),
})

export type AppConfig = v.InferOutput<typeof AppConfigSchema>

/** The public origin of the site (SITE_ORIGIN): canonical and alternate addresses are built on it. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000'
const SiteOriginSchema = v.pipe(
  v.optional(v.pipe(v.string(), v.trim()), DEFAULT_SITE_ORIGIN),
  v.url('SITE_ORIGIN must be an absolute URL such as https://www.example.org'),
  v.check((value) => /^https?:$/.test(new URL(value).protocol), 'SITE_ORIGIN must be an http or https URL'),
  v.check((value) => ['', '/'].includes(new URL(value).pathname), 'SITE_ORIGIN is an origin: scheme, host and port, no path'),
  v.transform((value) => new URL(value).origin),
)

/** Reads SITE_ORIGIN (unset or empty: the default); an invalid value stops the start with a clear message. */
export function parseSiteOrigin(value: string | undefined): string {
  const result = v.safeParse(SiteOriginSchema, value === '' ? undefined : value)
  if (!result.success) throw new Error(`Invalid SITE_ORIGIN ${JSON.stringify(value)}: ${result.issues.map((issue) => issue.message).join('; ')}`)
  return result.output
}
export type DetailSection = v.InferOutput<typeof DetailSection>

export const appConfig: AppConfig = v.parse(AppConfigSchema, {
  design: {
    header: { burgerSide: 'right' },
    errors: {},
    cookies: { trackingManagerId: null },
    stickyOverlayButton: true,
    parsers: { date: ['EEEE', 'd. MMMM yyyy'], time: 'HH:mm', currency: 'EUR' },
    event: { styleVariant: 1, quickbuyWidgetActive: true, priceListShowMore: true },
    headerBasketLink: '/webshop',
    webShopLink: '/webshop',
    anchorListOffset: 600,
    notFoundPagePath: '/404',
    detailSections: {
      event: ['dates', 'texts', 'prices', 'media', 'castAndTeam', 'tags'],
      production: ['texts', 'dates', 'media', 'castAndTeam', 'tags'],
    },
  },
  features: { serviceWorker: true, pageTransitions: true },
})
