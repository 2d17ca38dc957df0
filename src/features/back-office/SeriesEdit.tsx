import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeSeries } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, NO_OPTIONS, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from './record-parts'
import { ImageInput, translatedTexts, useFieldWiring } from './field-wiring'
import { seriesPath } from './series-input'

const LOCALES = ['de', 'en'] as const
type Both = { de: string; en: string }
const empty = (): Both => ({ de: '', en: '' })
type TextField = 'name' | 'slug' | 'description' | 'price_text'

/** The form's copy of a series: what the inputs hold. */
interface Draft {
  name: Both
  slug: Both
  description: Both
  price_text: Both
  image: string | null
  show_in_filter: boolean
}

function draftOf(series: BackOfficeSeries | null): Draft {
  return {
    name: series?.name ?? empty(),
    slug: series?.slug ?? empty(),
    description: series?.description ?? empty(),
    price_text: series?.price_text ?? empty(),
    image: series?.image ?? null,
    show_in_filter: series?.show_in_filter ?? true,
  }
}

const seriesQuery = (lang: Locale, id: number) => ({
  queryKey: ['back-office', 'series-detail', lang, id],
  queryFn: () => api.call('backOfficeSeries', { params: { lang, id: String(id) } }),
})

/** One series, both languages side by side; every save names the version it started from. */
export function SeriesEdit({ lang, id }: { lang: Locale; id: number }) {
  return (
    <RecordEdit
      lang={lang}
      list="/cms-hub/series"
      record={seriesQuery(lang, id)}
      options={NO_OPTIONS}
      deletedText={m.backoffice_series_deleted({}, { locale: lang })}
      render={(series, _options, onDeleted) => (
        <>
          <SeriesForm key={series.id} lang={lang} initial={series} />
          <DeleteSeries lang={lang} series={series} onDeleted={onDeleted} />
        </>
      )}
    />
  )
}

/** A new series: the same form, empty; saved, it opens as an existing series. */
export function SeriesCreate({ lang }: { lang: Locale }) {
  return <SeriesForm lang={lang} initial={null} />
}

function SeriesForm({ lang, initial }: { lang: Locale; initial: BackOfficeSeries | null }) {
  const locale = { locale: lang }
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => draftOf(initial))
  const record = useRecordSave({
    lang,
    initial,
    list: 'series',
    queryOf: (id) => seriesQuery(lang, id),
    opened: (created) => navigate({ to: '/cms-hub/series/$id', params: { id: created.id }, search: { lang: lang === 'de' ? undefined : lang } }),
    fresh: (current) => setDraft(draftOf(current)),
  })
  const { saved } = record
  const wiring = useFieldWiring(record.problem)
  const text = translatedTexts<TextField, Draft>(wiring, draft, setDraft, { lang, slugFrom: saved ? undefined : { title: 'name', slug: 'slug' }, required: ['name', 'slug'], slugPath: (language, slug) => seriesPath(language, slug, saved?.id ?? '…') })
  const languageName = (language: 'de' | 'en') => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))

  const submit = async () => {
    const body = { name: draft.name, slug: draft.slug, description: draft.description, price_text: draft.price_text, image: draft.image, show_in_filter: draft.show_in_filter }
    await record.save({
      create: () => api.call('backOfficeSeriesCreate', { params: { lang }, body }),
      update: (current) => api.call('backOfficeSeriesUpdate', { params: { lang, id: String(current.id) }, body: { ...body, updated_at: current.updated_at } }),
    })
  }

  return (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list="/cms-hub/series" urls={saved?.urls ?? null} />
      <div className={styles.languages}>
        {LOCALES.map((language) => (
          <fieldset key={language} className={styles.form}>
            <legend>{languageName(language)}</legend>
            {text('name', language, m.backoffice_field_name({}, locale))}
            {text('slug', language, m.backoffice_field_slug({}, locale))}
            {text('description', language, m.backoffice_field_description({}, locale), true)}
            {text('price_text', language, m.backoffice_field_price_text({}, locale))}
          </fieldset>
        ))}
      </div>
      <ImageInput label={m.backoffice_field_image({}, locale)} lang={lang} wiring={wiring} value={draft.image} onChange={(value) => setDraft({ ...draft, image: value })} />
      <label>
        <input type="checkbox" checked={draft.show_in_filter} onChange={(change) => setDraft({ ...draft, show_in_filter: change.currentTarget.checked })} />{' '}
        {m.backoffice_series_in_filter({}, locale)}
      </label>

      <SaveFooter lang={lang} record={record} createLabel={m.backoffice_create_series({}, locale)} />
    </RecordForm>
  )
}

/** Deleting asks once and says how many events lose the series; they stay, in no series. */
function DeleteSeries({ lang, series, onDeleted }: { lang: Locale; series: BackOfficeSeries; onDeleted: () => void }) {
  const locale = { locale: lang }
  return <DeleteRecord lang={lang} name={series.name[lang] || series.name.de} label={m.backoffice_delete_series({}, locale)} confirm={m.backoffice_delete_series_confirm({ count: series.event_count }, locale)} list="series" remove={() => api.call('backOfficeSeriesDelete', { params: { lang, id: String(series.id) } })} onDeleted={onDeleted} />
}
