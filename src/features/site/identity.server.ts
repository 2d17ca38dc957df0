import { eq } from 'drizzle-orm'
import { recordAudit } from '~/server/audit/audit.server'
import type { SiteIdentity } from '~/contract/identity'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { siteSettings } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { ALL_PAGES } from '~/server/static/tags'
import { invalid, nextVersion, notFound } from '~/features/back-office/write-results.server'
import type { Refusal } from '~/features/back-office/write-results.server'
import { forgetSiteSettings, readIdentity } from './site.server'
import { checkIdentityFields } from './identity-input'

/** The identity as the hub's form edits it, with the version a save has to name. */
export type IdentityCopy = { identity: SiteIdentity; updated_at: string }
export type IdentityWriteResult = { ok: true; copy: IdentityCopy } | Refusal

/** The stored identity (neutral defaults for what it lacks) and its version; null before the site has settings. */
export async function identityForHub(db: Db): Promise<IdentityCopy | null> {
  const [row] = await db.select({ identity: siteSettings.identity, at: siteSettings.identityUpdatedAt }).from(siteSettings).where(eq(siteSettings.id, 1))
  return row ? { identity: readIdentity(row.identity), updated_at: row.at.toISOString() } : null
}

/**
 * Saves the venue's identity if the copy it was made on is still the stored one (an older copy is refused with 409,
 * never merged over it). Every page shows the identity (title, header, footer, structured data): all are regenerated.
 */
export async function saveIdentity(db: Db, lang: Locale, input: { identity: unknown; updated_at: string }): Promise<IdentityWriteResult> {
  const checked = checkIdentityFields(lang, input.identity)
  if (!checked.ok) return invalid(lang, checked.errors)
  const result = await db.transaction(async (tx): Promise<IdentityWriteResult> => {
    const [current] = await tx.select({ at: siteSettings.identityUpdatedAt }).from(siteSettings).where(eq(siteSettings.id, 1)).for('update')
    if (!current) return notFound(lang)
    if (current.at.getTime() !== Date.parse(input.updated_at)) return { ok: false, status: 409, message: m.settings_stale_copy({}, { locale: lang }) }
    const [row] = await tx
      .update(siteSettings)
      .set({ identity: checked.identity, identityUpdatedAt: nextVersion(current.at) })
      .where(eq(siteSettings.id, 1))
      .returning({ identity: siteSettings.identity, at: siteSettings.identityUpdatedAt })
    if (!row) return notFound(lang)
    await recordAudit(tx, { action: 'settings.update', target: 'identity' })
    await recordContentChange(tx, [ALL_PAGES])
    return { ok: true, copy: { identity: readIdentity(row.identity), updated_at: row.at.toISOString() } }
  })
  // the next page this instance renders reads the new identity, not the settings cached a moment ago
  if (result.ok) forgetSiteSettings()
  return result
}
