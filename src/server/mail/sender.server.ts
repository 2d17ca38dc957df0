import type { Db } from '~/server/db/client.server'
import { siteOrigin } from '~/lib/site-origin'
import { identityForHub } from '~/features/site/identity.server'
import { siteName } from '~/features/site/identity.shared'
import { neutralIdentity } from '~/contract/identity'

/** The venue that signs the site's mails: its name from the settings, or the site's host name while none is set. */
export async function mailSender(db: Db): Promise<string> {
  const copy = await identityForHub(db)
  return siteName(copy?.identity ?? neutralIdentity(), siteOrigin())
}
