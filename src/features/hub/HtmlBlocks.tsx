import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { HTML_BLOCK_MAX } from '~/contract/page-editor'
import type { SiteSettings } from '~/contract/cms'
import type { Locale } from '~/contract/shared'
import { siteQueries } from '~/features/site/site.queries'
import { writeProblem } from './api-errors'
import { externalOrigins } from './html-block-origins'
import * as styles from './hub.css'

type BlockName = 'html_header' | 'html_footer_top' | 'html_footer_bottom' | 'html_footer_logos'
const BLOCKS: BlockName[] = ['html_header', 'html_footer_top', 'html_footer_bottom', 'html_footer_logos']

function blockLabel(name: BlockName, lang: Locale): string {
  const t = { locale: lang }
  return { html_header: m.hub_html_header, html_footer_top: m.hub_html_footer_top, html_footer_bottom: m.hub_html_footer_bottom, html_footer_logos: m.hub_html_footer_logos }[name]({}, t)
}

function blocksOf(settings: SiteSettings | undefined): Record<BlockName, string> {
  const data = settings?.data
  return {
    html_header: data?.html_header?.code ?? '',
    html_footer_top: data?.html_footer_top?.code ?? '',
    html_footer_bottom: data?.html_footer_bottom?.code ?? '',
    html_footer_logos: data?.html_footer_logos?.code ?? '',
  }
}

/** The administrators' HTML blocks of every page: a snippet in the head area, above, in and below the footer. */
export function HtmlBlocks({ lang }: { lang: Locale }) {
  const settings = useQuery(siteQueries.settings())
  return settings.data ? <HtmlBlocksForm lang={lang} initial={blocksOf(settings.data)} /> : <p aria-busy="true">{m.loading({}, { locale: lang })}</p>
}

function HtmlBlocksForm({ lang, initial }: { lang: Locale; initial: Record<BlockName, string> }) {
  const t = { locale: lang }
  const queryClient = useQueryClient()
  const [values, setValues] = useState(initial)
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    try {
      const next = await api.call('updateSettings', { body: values })
      queryClient.setQueryData(siteQueries.settings().queryKey, next)
      setValues(blocksOf(next))
      setMessage({ text: m.hub_html_saved({}, t), ok: true })
    } catch (error) {
      setMessage({ text: writeProblem(error, lang).message, ok: false })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={styles.wideForm} onSubmit={save} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`}>{m.hub_html_intro({}, t)}</p>
      <BlockOrigins lang={lang} values={values} />
      {BLOCKS.map((name) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`${id}-${name}`}>{blockLabel(name, lang)}</label>
          <textarea
            id={`${id}-${name}`}
            className={styles.code}
            rows={6}
            maxLength={HTML_BLOCK_MAX}
            spellCheck={false}
            value={values[name]}
            onChange={(event) => {
              const value = event.currentTarget.value
              setValues((current) => ({ ...current, [name]: value }))
            }}
          />
        </div>
      ))}
      <p>
        <button type="submit" className={styles.submit} disabled={busy}>
          {m.hub_html_save({}, t)}
        </button>
      </p>
      <p role="status" className={message && !message.ok ? styles.error : undefined}>
        {message?.text}
      </p>
    </form>
  )
}

/** Which other sites the blocks (as typed, before saving) load from: an administrator sees what a page will run. */
function BlockOrigins({ lang, values }: { lang: Locale; values: Record<BlockName, string> }) {
  const origins = externalOrigins(BLOCKS.map((name) => values[name]).join('\n'))
  return (
    <p data-testid="html-block-origins" role="note">
      {origins.length > 0 ? m.hub_html_origins({ origins: origins.join(', ') }, { locale: lang }) : m.hub_html_origins_none({}, { locale: lang })}
    </p>
  )
}
