import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeProduction, BackOfficeProductionOptions } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { PRODUCTION_KINDS } from '~/server/db/values'
import type { ProductionKind } from '~/server/db/values'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, RecordCreate, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from './record-parts'
import { ChoiceGroup, ImageInput, translatedTexts, useFieldWiring } from './field-wiring'
import { RichTextInput, storedRichText, useRichTextFresh } from './rich-text-input'
import { CreditsInput, creditDrafts, creditsOfDrafts } from './CreditsInput'
import type { CreditDraft } from './CreditsInput'
import { richTextJson } from './article-input'
import type { RichTextState } from '~/lib/rich-text/schema'
import { isProductionKind, productionKindLabel } from './production-kind'
import { productionPath } from './production-input'
import { productionOptionsQuery } from './ProductionList'

const LOCALES = ['de', 'en'] as const
type Both = { de: string; en: string }
const empty = (): Both => ({ de: '', en: '' })
type TextField = 'title' | 'subtitle' | 'slug' | 'teaser' | 'duration'

/** The form's copy of a production: what the inputs hold. */
interface Draft {
  kind: ProductionKind
  title: Both
  subtitle: Both
  slug: Both
  teaser: Both
  duration: Both
  description: { de: RichTextState | null; en: RichTextState | null }
  image: string | null
  credits: CreditDraft[]
  dateFrom: string
  dateTo: string
  season: string
  exhibitionType: string
  tags: number[]
}

function draftOf(production: BackOfficeProduction | null): Draft {
  return {
    kind: production?.kind ?? 'show',
    title: production?.title ?? empty(),
    subtitle: production?.subtitle ?? empty(),
    slug: production?.slug ?? empty(),
    teaser: production?.teaser ?? empty(),
    duration: production?.duration ?? empty(),
    description: { de: storedRichText(production?.description.de), en: storedRichText(production?.description.en) },
    image: production?.image ?? null,
    credits: creditDrafts(production?.credits ?? []),
    dateFrom: production?.date_from ?? '',
    dateTo: production?.date_to ?? '',
    season: production?.season_id ? String(production.season_id) : '',
    exhibitionType: production?.exhibition_type_id ? String(production.exhibition_type_id) : '',
    tags: production?.tag_ids ?? [],
  }
}

const productionQuery = (lang: Locale, id: number) => ({
  queryKey: ['back-office', 'production', lang, id],
  queryFn: () => api.call('backOfficeProduction', { params: { lang, id: String(id) } }),
})

/** One production, both languages side by side; saving names the version it started from. */
export function ProductionEdit({ lang, id }: { lang: Locale; id: number }) {
  return (
    <RecordEdit
      lang={lang}
      list="/cms-hub/productions"
      record={productionQuery(lang, id)}
      options={productionOptionsQuery(lang)}
      deletedText={m.backoffice_production_deleted({}, { locale: lang })}
      render={(production, options, onDeleted) => (
        <>
          <ProductionForm key={production.id} lang={lang} initial={production} options={options} />
          <DeleteProduction lang={lang} production={production} onDeleted={onDeleted} />
        </>
      )}
    />
  )
}

/** A new production: the same form, empty; saved, it opens as an existing production. */
export function ProductionCreate({ lang }: { lang: Locale }) {
  return <RecordCreate lang={lang} options={productionOptionsQuery(lang)} render={(options) => <ProductionForm lang={lang} initial={null} options={options} />} />
}

function ProductionForm({ lang, initial, options }: { lang: Locale; initial: BackOfficeProduction | null; options: BackOfficeProductionOptions }) {
  const locale = { locale: lang }
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => draftOf(initial))
  const { mount: loaded, fresh } = useRichTextFresh(draftOf, (before) => ({ description: before.description }), setDraft)
  const record = useRecordSave({
    lang,
    initial,
    list: 'productions',
    queryOf: (id) => productionQuery(lang, id),
    opened: (created) => navigate({ to: '/cms-hub/productions/$id', params: { id: created.id }, search: { lang: lang === 'de' ? undefined : lang } }),
    fresh,
  })
  const { saved, problem } = record
  const wiring = useFieldWiring(problem)
  const { fieldId, errorsOf, described, field } = wiring
  const text = translatedTexts<TextField, Draft>(wiring, draft, setDraft, { lang, slugFrom: saved ? undefined : { title: 'title', slug: 'slug' }, required: ['title', 'slug'], slugPath: (language, slug) => productionPath(language, slug, saved?.id ?? '…') })
  const languageName = (language: 'de' | 'en') => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))
  const tagErrors = errorsOf('tag_ids')

  const submit = async () => {
    const body = {
      kind: draft.kind,
      title: draft.title,
      subtitle: draft.subtitle,
      slug: draft.slug,
      teaser: draft.teaser,
      duration: draft.duration,
      description: { de: richTextJson(draft.description.de), en: richTextJson(draft.description.en) },
      image: draft.image,
      date_from: draft.dateFrom || null,
      date_to: draft.dateTo || null,
      season_id: draft.season ? Number(draft.season) : null,
      exhibition_type_id: draft.exhibitionType ? Number(draft.exhibitionType) : null,
      tag_ids: draft.tags,
      credits: creditsOfDrafts(draft.credits),
    }
    await record.save({
      create: () => api.call('backOfficeProductionCreate', { params: { lang }, body }),
      update: (current) => api.call('backOfficeProductionUpdate', { params: { lang, id: String(current.id) }, body: { ...body, updated_at: current.updated_at } }),
    })
  }

  return (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list="/cms-hub/productions" urls={saved?.urls ?? null} />
      <div className={styles.languages}>
        {LOCALES.map((language) => (
          <fieldset key={language} className={styles.form}>
            <legend>{languageName(language)}</legend>
            {text('title', language, m.backoffice_field_title({}, locale))}
            {text('subtitle', language, m.backoffice_field_subtitle({}, locale))}
            {text('slug', language, m.backoffice_field_slug({}, locale))}
            {text('teaser', language, m.backoffice_field_teaser({}, locale), true)}
            {text('duration', language, m.backoffice_field_duration({}, locale))}
            <RichTextInput
              id={fieldId(`description.${language}`)}
              label={m.backoffice_field_description({}, locale)}
              language={language}
              value={draft.description[language]}
              onChange={(value) => setDraft((before) => ({ ...before, description: { ...before.description, [language]: value } }))}
              errors={errorsOf(`description.${language}`)}
              mount={loaded}
            />
          </fieldset>
        ))}
      </div>
      <ImageInput label={m.backoffice_field_image({}, locale)} lang={lang} wiring={wiring} value={draft.image} onChange={(value) => setDraft({ ...draft, image: value })} />
      <div className={styles.inline}>
        {field(
          'kind',
          m.backoffice_field_kind({}, locale),
          <select
            {...described('kind')}
            value={draft.kind}
            onChange={(change) => {
              const next = change.currentTarget.value
              if (isProductionKind(next)) setDraft({ ...draft, kind: next })
            }}
          >
            {PRODUCTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {productionKindLabel(kind, lang)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'season_id',
          m.backoffice_field_season({}, locale),
          <select {...described('season_id')} value={draft.season} onChange={(change) => setDraft({ ...draft, season: change.currentTarget.value })}>
            <option value="">{m.backoffice_no_season({}, locale)}</option>
            {options.seasons.map((season) => (
              <option key={season.id} value={String(season.id)}>
                {season.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'exhibition_type_id',
          m.backoffice_field_exhibition_type({}, locale),
          <select {...described('exhibition_type_id')} value={draft.exhibitionType} onChange={(change) => setDraft({ ...draft, exhibitionType: change.currentTarget.value })}>
            <option value="">{m.backoffice_no_exhibition_type({}, locale)}</option>
            {options.exhibition_types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'date_from',
          m.backoffice_field_date_from({}, locale),
          <input {...described('date_from')} type="date" value={draft.dateFrom} onChange={(change) => setDraft({ ...draft, dateFrom: change.currentTarget.value })} />,
        )}
        {field(
          'date_to',
          m.backoffice_field_date_to({}, locale),
          <input {...described('date_to')} type="date" value={draft.dateTo} onChange={(change) => setDraft({ ...draft, dateTo: change.currentTarget.value })} />,
        )}
      </div>
      <ChoiceGroup
        legend={m.backoffice_field_tags({}, locale)}
        options={options.tags}
        selected={draft.tags}
        onChange={(tags) => setDraft({ ...draft, tags })}
        errorId={`${fieldId('tag_ids')}-error`}
        errors={tagErrors}
      />

      <CreditsInput lang={lang} persons={options.persons} value={draft.credits} onChange={(credits) => setDraft({ ...draft, credits })} wiring={wiring} />

      <SaveFooter lang={lang} record={record} createLabel={m.backoffice_create_production({}, locale)} />
    </RecordForm>
  )
}

/** Deleting asks once; a production events link to is refused, and the answer names them. */
function DeleteProduction({ lang, production, onDeleted }: { lang: Locale; production: BackOfficeProduction; onDeleted: () => void }) {
  const locale = { locale: lang }
  return <DeleteRecord lang={lang} name={production.title[lang] || production.title.de} label={m.backoffice_delete_production({}, locale)} confirm={m.backoffice_delete_production_confirm({}, locale)} list="productions" remove={() => api.call('backOfficeProductionDelete', { params: { lang, id: String(production.id) } })} onDeleted={onDeleted} />
}
