import { appConfig } from '../../../app.config'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'

/** The venue that signs the site's mails. */
export async function mailSender(_db: Db, _locale: Locale): Promise<string> {
  return appConfig.site.name
}
