import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficePerson, BackOfficePersonOptions } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, RecordCreate, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from './record-parts'
import { suggestsSlug, useFieldWiring } from './field-wiring'
import { MAX_POSITION, personPath } from './person-input'
import { personOptionsQuery } from './PersonList'
import { slugify } from '~/lib/slugify'

const LOCALES = ['de', 'en'] as const
type Both = { de: string; en: string }

/** The form's copy of a person: what the inputs hold. */
interface Draft {
  firstName: string
  lastName: string
  slug: string
  role: Both
  category: string
  position: string
}

function draftOf(person: BackOfficePerson | null): Draft {
  return {
    firstName: person?.first_name ?? '',
    lastName: person?.last_name ?? '',
    slug: person?.slug ?? '',
    role: person?.role ?? { de: '', en: '' },
    category: person?.category_id ? String(person.category_id) : '',
    position: String(person?.position ?? 0),
  }
}

const personQuery = (lang: Locale, id: number) => ({
  queryKey: ['back-office', 'person', lang, id],
  queryFn: () => api.call('backOfficePerson', { params: { lang, id: String(id) } }),
})

/** One person; the role in both languages side by side; saving names the version it started from. */
export function PersonEdit({ lang, id }: { lang: Locale; id: number }) {
  return (
    <RecordEdit
      lang={lang}
      list="/cms-hub/persons"
      record={personQuery(lang, id)}
      options={personOptionsQuery(lang)}
      deletedText={m.backoffice_person_deleted({}, { locale: lang })}
      render={(person, options, onDeleted) => (
        <>
          <PersonForm key={person.id} lang={lang} initial={person} options={options} />
          <DeletePerson lang={lang} person={person} onDeleted={onDeleted} />
        </>
      )}
    />
  )
}

/** A new person: the same form, empty; saved, it opens as an existing person. */
export function PersonCreate({ lang }: { lang: Locale }) {
  return <RecordCreate lang={lang} options={personOptionsQuery(lang)} render={(options) => <PersonForm lang={lang} initial={null} options={options} />} />
}

function PersonForm({ lang, initial, options }: { lang: Locale; initial: BackOfficePerson | null; options: BackOfficePersonOptions }) {
  const locale = { locale: lang }
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => draftOf(initial))
  const record = useRecordSave({
    lang,
    initial,
    list: 'persons',
    queryOf: (id) => personQuery(lang, id),
    opened: (created) => navigate({ to: '/cms-hub/persons/$id', params: { id: created.id }, search: { lang: lang === 'de' ? undefined : lang } }),
    fresh: (current) => setDraft(draftOf(current)),
  })
  const { saved, problem } = record
  const { described, field } = useFieldWiring(problem)
  const languageName = (language: 'de' | 'en') => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))

  const submit = async () => {
    const body = {
      first_name: draft.firstName,
      last_name: draft.lastName,
      slug: draft.slug,
      role: draft.role,
      category_id: draft.category ? Number(draft.category) : null,
      position: Number(draft.position),
    }
    await record.save({
      create: () => api.call('backOfficePersonCreate', { params: { lang }, body }),
      update: (current) => api.call('backOfficePersonUpdate', { params: { lang, id: String(current.id) }, body: { ...body, updated_at: current.updated_at } }),
    })
  }

  // a new person's slug follows the name until the editor types one of their own
  const setName = (name: { firstName: string; lastName: string }) => {
    const follows = !saved && suggestsSlug(`${draft.firstName} ${draft.lastName}`, draft.slug)
    setDraft({ ...draft, ...name, slug: follows ? slugify(`${name.firstName} ${name.lastName}`) : draft.slug })
  }

  return (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list="/cms-hub/persons" urls={saved?.urls ?? null} />
      <div className={styles.inline}>
        {field('first_name', m.backoffice_field_first_name({}, locale), <input {...described('first_name')} autoComplete="off" value={draft.firstName} onChange={(change) => setName({ firstName: change.currentTarget.value, lastName: draft.lastName })} />)}
        {field('last_name', m.backoffice_field_last_name({}, locale), <input {...described('last_name')} autoComplete="off" required value={draft.lastName} onChange={(change) => setName({ firstName: draft.firstName, lastName: change.currentTarget.value })} />)}
        {field(
          'slug',
          m.backoffice_field_slug({}, locale),
          <input {...described('slug')} required value={draft.slug} onChange={(change) => setDraft({ ...draft, slug: change.currentTarget.value })} />,
          <span className={styles.muted}>
            {m.backoffice_slug_preview({ path: `${personPath('de', draft.slug || '…', saved?.id ?? '…')} · ${personPath('en', draft.slug || '…', saved?.id ?? '…')}` }, locale)}
          </span>,
        )}
      </div>
      <div className={styles.languages}>
        {LOCALES.map((language) => (
          <fieldset key={language} className={styles.form}>
            <legend>{languageName(language)}</legend>
            {field(
              `role.${language}`,
              m.backoffice_field_role({}, locale),
              <input {...described(`role.${language}`)} lang={language} value={draft.role[language]} onChange={(change) => setDraft({ ...draft, role: { ...draft.role, [language]: change.currentTarget.value } })} />,
            )}
          </fieldset>
        ))}
      </div>
      <div className={styles.inline}>
        {field(
          'category_id',
          m.backoffice_field_category({}, locale),
          <select {...described('category_id')} value={draft.category} onChange={(change) => setDraft({ ...draft, category: change.currentTarget.value })}>
            <option value="">{m.backoffice_no_category({}, locale)}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'position',
          m.backoffice_field_position({}, locale),
          <input
            {...described('position')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_POSITION}
            step={1}
            required
            value={draft.position}
            onChange={(change) => setDraft({ ...draft, position: change.currentTarget.value })}
          />,
        )}
      </div>

      <SaveFooter lang={lang} record={record} createLabel={m.backoffice_create_person({}, locale)} />
    </RecordForm>
  )
}

/** Deleting asks once; a person named anywhere is refused, and the answer says where. */
function DeletePerson({ lang, person, onDeleted }: { lang: Locale; person: BackOfficePerson; onDeleted: () => void }) {
  const locale = { locale: lang }
  return <DeleteRecord lang={lang} name={`${person.first_name} ${person.last_name}`.trim()} label={m.backoffice_delete_person({}, locale)} confirm={m.backoffice_delete_person_confirm({}, locale)} list="persons" remove={() => api.call('backOfficePersonDelete', { params: { lang, id: String(person.id) } })} onDeleted={onDeleted} />
}
