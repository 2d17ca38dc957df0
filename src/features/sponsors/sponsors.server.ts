import { asc, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { sponsors } from '~/server/db/schema'
import { tag } from '~/server/static/tags'
import type { CollectionServer } from '~/features/collections/service.server'
import { sponsorsCollection } from './sponsors.collection'
import { PublicSponsor, SPONSOR_LEVELS } from './sponsors.shared'

/**
 * Where sponsors live and what a change to them touches: the pages of the sponsors module (`sponsors`, rendered again)
 * and the footer's logo area of every page (`sponsor-logos`, a site fragment replaced in the generated pages).
 */
export const sponsorsServer = {
  collection: sponsorsCollection,
  table: 'sponsors',
  tags: () => [tag.collection('sponsors'), tag.site('sponsor-logos')],
} satisfies CollectionServer<'Sponsor', 'Sponsors', 'sponsors', typeof sponsorsCollection.fields>

/** Every sponsor for the public pages, by level (highest first), then their order. */
export async function publicSponsors(db: Db): Promise<PublicSponsor[]> {
  const level = sql`array_position(${sql.raw(`ARRAY[${SPONSOR_LEVELS.map((name) => `'${name}'`).join(',')}]::text[]`)}, ${sponsors.level})`
  const rows = await db.select().from(sponsors).orderBy(level, asc(sponsors.position), asc(sponsors.name))
  return rows.map((row) => v.parse(PublicSponsor, { id: row.id, name: row.name, logo: row.logo, link: row.link, level: row.level }))
}
