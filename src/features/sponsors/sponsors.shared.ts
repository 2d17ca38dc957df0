import * as v from 'valibot'

/** A sponsor's level, highest first: the footer and the module show them in this order. */
export const SPONSOR_LEVELS = ['main', 'sponsor', 'partner', 'media'] as const
export type SponsorLevel = (typeof SPONSOR_LEVELS)[number]

/** A sponsor as the public pages show it (the footer's logo area, the "Sponsors and partners" module). */
export const PublicSponsor = v.object({
  id: v.number(),
  name: v.string(),
  logo: v.nullable(v.string()),
  link: v.string(),
  level: v.picklist(SPONSOR_LEVELS),
})
export type PublicSponsor = v.InferOutput<typeof PublicSponsor>
