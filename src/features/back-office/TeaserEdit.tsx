import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeTeaser } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, NO_OPTIONS, RecordCreate, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from './record-parts'
import { ImageInput, useFieldWiring } from './field-wiring'

const LOCALES = ['de', 'en'] as const
type Both = { de: string; en: string }
const empty = (): Both => ({ de: '', en: '' })
type TextField = 'headline' | 'preline' | 'subline' | 'link' | 'link_text'

/** The form's copy of a teaser: what the inputs hold. */
interface Draft {
  position: string
  name: string
  headline: Both
  preline: Both
  subline: Both
  link: Both
  link_text: Both
  image: string | null
}

function draftOf(teaser: BackOfficeTeaser | null): Draft {
  return {
    position: teaser?.position ?? '',
    name: teaser?.name ?? '',
    headline: teaser?.headline ?? empty(),
    preline: teaser?.preline ?? empty(),
    subline: teaser?.subline ?? empty(),
    link: teaser?.link ?? empty(),
    link_text: teaser?.link_text ?? empty(),
    image: teaser?.image ?? null,
  }
}

const teaserQuery = (lang: Locale, id: number) => ({
  queryKey: ['back-office', 'teaser', lang, id],
  queryFn: () => api.call('backOfficeTeaser', { params: { lang, id: String(id) } }),
})

/** One teaser between the programme's events, both languages side by side. */
export function TeaserEdit({ lang, id }: { lang: Locale; id: number }) {
  const locale = { locale: lang }
  return (
    <RecordEdit
      lang={lang}
      list="/cms-hub/teasers"
      record={teaserQuery(lang, id)}
      options={NO_OPTIONS}
      deletedText={m.backoffice_teaser_deleted({}, locale)}
      render={(teaser, _options, onDeleted) => (
        <>
          <TeaserForm key={teaser.id} lang={lang} initial={teaser} />
          <DeleteRecord
            lang={lang}
            name={teaser.name}
            label={m.backoffice_delete_teaser({}, locale)}
            confirm={m.backoffice_delete_teaser_confirm({}, locale)}
            list="teasers"
            remove={() => api.call('backOfficeTeaserDelete', { params: { lang, id: String(teaser.id) } })}
            onDeleted={onDeleted}
          />
        </>
      )}
    />
  )
}

/** A new teaser: the same form, empty; saved, it opens at its own address. */
export function TeaserCreate({ lang }: { lang: Locale }) {
  return <RecordCreate lang={lang} options={NO_OPTIONS} render={() => <TeaserForm lang={lang} initial={null} />} />
}

function TeaserForm({ lang, initial }: { lang: Locale; initial: BackOfficeTeaser | null }) {
  const locale = { locale: lang }
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => draftOf(initial))
  const record = useRecordSave({
    lang,
    initial,
    list: 'teasers',
    queryOf: (id) => teaserQuery(lang, id),
    opened: (created) => navigate({ to: '/cms-hub/teasers/$id', params: { id: created.id }, search: { lang: lang === 'de' ? undefined : lang } }),
    fresh: (current) => setDraft(draftOf(current)),
  })
  const wiring = useFieldWiring(record.problem)
  const { fieldId, described, field } = wiring
  const linkHint = (language: 'de' | 'en') => `${fieldId(`link.${language}`)}-hint`
  const text = (name: TextField, language: 'de' | 'en', label: string) =>
    field(
      `${name}.${language}`,
      label,
      <input
        {...described(`${name}.${language}`, name === 'link' ? linkHint(language) : undefined)}
        lang={language}
        required={name === 'headline'}
        inputMode={name === 'link' ? 'url' : undefined}
        value={draft[name][language]}
        onChange={(change) => setDraft({ ...draft, [name]: { ...draft[name], [language]: change.currentTarget.value } })}
      />,
      name === 'link' ? (
        <span id={linkHint(language)} className={styles.muted}>
          {m.backoffice_link_hint({}, locale)}
        </span>
      ) : undefined,
    )
  const languageName = (language: 'de' | 'en') => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))

  const submit = async () => {
    const body = {
      position: draft.position,
      name: draft.name,
      headline: draft.headline,
      preline: draft.preline,
      subline: draft.subline,
      link: draft.link,
      link_text: draft.link_text,
      image: draft.image,
    }
    await record.save({
      create: () => api.call('backOfficeTeaserCreate', { params: { lang }, body }),
      update: (current) => api.call('backOfficeTeaserUpdate', { params: { lang, id: String(current.id) }, body: { ...body, updated_at: current.updated_at } }),
    })
  }

  return (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list="/cms-hub/teasers" urls={null} />
      <div className={styles.inline}>
        {field('position', m.backoffice_field_day({}, locale), <input {...described('position')} type="date" required value={draft.position} onChange={(change) => setDraft({ ...draft, position: change.currentTarget.value })} />)}
        {field('name', m.backoffice_field_internal_name({}, locale), <input {...described('name')} required value={draft.name} onChange={(change) => setDraft({ ...draft, name: change.currentTarget.value })} />)}
      </div>
      <div className={styles.languages}>
        {LOCALES.map((language) => (
          <fieldset key={language} className={styles.form}>
            <legend>{languageName(language)}</legend>
            {text('preline', language, m.backoffice_field_preline({}, locale))}
            {text('headline', language, m.backoffice_field_headline({}, locale))}
            {text('subline', language, m.backoffice_field_subline({}, locale))}
            {text('link', language, m.backoffice_field_link({}, locale))}
            {text('link_text', language, m.backoffice_field_link_text({}, locale))}
          </fieldset>
        ))}
      </div>
      <ImageInput label={m.backoffice_field_image({}, locale)} lang={lang} wiring={wiring} value={draft.image} onChange={(value) => setDraft({ ...draft, image: value })} />
      <SaveFooter lang={lang} record={record} createLabel={m.backoffice_create_teaser({}, locale)} />
    </RecordForm>
  )
}
