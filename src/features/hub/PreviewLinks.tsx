import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { Locale } from '~/contract/shared'
import type { PreviewLinkEntry } from '~/contract/versions'
import { useConfirm } from '~/ui/ConfirmDialog'
import { writeProblem } from './api-errors'
import type { WriteProblem } from './api-errors'
import { formatInstant } from './format'
import { HubTable } from './HubPage'
import { hubQueries } from './hub.queries'
import { pageAddress } from './PageActivities'
import * as styles from './hub.css'

/** The preview links still open (page, language, who made it, until when), each revocable. */
export function PreviewLinks({ lang }: { lang: Locale }) {
  const t = { locale: lang }
  const links = useQuery(hubQueries.previewLinks(lang)).data
  const [status, setStatus] = useState<string | null>(null)
  return (
    <section aria-labelledby="hub-preview-links">
      <h2 id="hub-preview-links">{m.hub_preview_links({}, t)}</h2>
      <p>{m.hub_preview_links_hint({}, t)}</p>
      <p role="status">{status}</p>
      <HubTable
        empty={m.hub_preview_links_none({}, t)}
        headers={[m.hub_col_page({}, t), m.hub_col_language({}, t), m.hub_col_created_by({}, t), m.hub_col_expires({}, t), m.hub_col_actions({}, t)]}
        rows={links?.map((link) => <PreviewLinkRow key={link.id} lang={lang} link={link} onRevoked={() => setStatus(m.preview_revoked({}, t))} />)}
      />
    </section>
  )
}

function PreviewLinkRow({ lang, link, onRevoked }: { lang: Locale; link: PreviewLinkEntry; onRevoked: () => void }) {
  const t = { locale: lang }
  const queryClient = useQueryClient()
  const confirmation = useConfirm(lang)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const language = link.lang.toUpperCase()
  return (
    <tr data-preview-link={link.id}>
      <td className={styles.cell}>
        <a href={`${pageAddress(link.lang, link.path)}?edit`}>{link.title}</a>
      </td>
      <td className={styles.cell}>{language}</td>
      <td className={styles.cell}>{link.created_by ?? m.versions_unknown_author({}, t)}</td>
      <td className={styles.cell}>{formatInstant(link.expires_at, lang)}</td>
      <td className={styles.cell}>
        <button
          type="button"
          className={styles.dangerButton}
          aria-label={m.preview_revoke_label({ title: link.title, language }, t)}
          onClick={async () => {
            const confirmed = await confirmation.ask({
              title: m.preview_revoke_title({ title: link.title, language }, t),
              text: m.preview_revoke_text({}, t),
              confirmLabel: m.preview_revoke({}, t),
              danger: true,
            })
            if (!confirmed) return
            setProblem(null)
            try {
              await api.call('previewLinkRevoke', { params: { lang, id: String(link.id) }, body: {} })
              onRevoked()
              await queryClient.invalidateQueries({ queryKey: hubQueries.previewLinks(lang).queryKey })
            } catch (error) {
              setProblem(writeProblem(error, lang))
            }
          }}
        >
          {m.preview_revoke({}, t)}
        </button>
        {problem ? <p className={styles.fieldError}>{problem.message}</p> : null}
        {confirmation.dialog}
      </td>
    </tr>
  )
}
