import { m } from '~/paraglide/messages'
import type { BackOfficeCredit } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { PERSON_CREDIT_KINDS } from '~/server/db/values'
import type { PersonCreditKind } from '~/server/db/values'
import { FieldErrors } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import type { useFieldWiring } from './field-wiring'
import { moveItem } from '~/lib/move-item'

/** One credit as the form holds it: `key` keeps React's rows stable while rows move. */
export interface CreditDraft {
  key: string
  person: string
  kind: PersonCreditKind
  role: { de: string; en: string }
}

let nextKey = 0
const newKey = () => `credit-${++nextKey}`

export const creditDrafts = (credits: readonly BackOfficeCredit[]): CreditDraft[] =>
  credits.map((credit) => ({ key: newKey(), person: String(credit.person_id), kind: credit.kind, role: credit.role }))

export const creditsOfDrafts = (drafts: readonly CreditDraft[]) => drafts.map((draft) => ({ person_id: Number(draft.person), kind: draft.kind, role: draft.role }))

const kindLabel = (kind: PersonCreditKind, lang: Locale) => (kind === 'cast' ? m.event_cast({}, { locale: lang }) : m.event_team({}, { locale: lang }))
const isKind = (value: string): value is PersonCreditKind => PERSON_CREDIT_KINDS.some((kind) => kind === value)

/** The people credited on an event or a production, in order: person, cast or team, and the role in both languages. */
export function CreditsInput({
  lang,
  persons,
  value,
  onChange,
  wiring,
}: {
  lang: Locale
  persons: readonly { id: number; name: string }[]
  value: readonly CreditDraft[]
  onChange: (next: CreditDraft[]) => void
  wiring: ReturnType<typeof useFieldWiring>
}) {
  const locale = { locale: lang }
  const { fieldId, errorsOf, described, field } = wiring
  const set = (index: number, next: CreditDraft) => onChange(value.map((entry, at) => (at === index ? next : entry)))
  const languageName = (language: 'de' | 'en') => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))
  return (
    <fieldset className={styles.form} style={{ maxWidth: 'none' }} aria-describedby={errorsOf('credits') ? `${fieldId('credits')}-error` : undefined}>
      <legend>{m.backoffice_credits({}, locale)}</legend>
      <FieldErrors id={`${fieldId('credits')}-error`} errors={errorsOf('credits')} />
      {value.length === 0 ? <p className={styles.muted}>{m.backoffice_no_credits({}, locale)}</p> : null}
      {value.map((credit, index) => {
        const path = `credits.${index}`
        const number = index + 1
        return (
          <fieldset key={credit.key} className={styles.inline}>
            <legend>{m.backoffice_credit({ number }, locale)}</legend>
            {field(
              `${path}.person_id`,
              m.backoffice_field_person({}, locale),
              <select {...described(`${path}.person_id`)} required value={credit.person} onChange={(change) => set(index, { ...credit, person: change.currentTarget.value })}>
                {persons.map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.name}
                  </option>
                ))}
              </select>,
            )}
            {field(
              `${path}.kind`,
              m.backoffice_field_credit_kind({}, locale),
              <select
                {...described(`${path}.kind`)}
                value={credit.kind}
                onChange={(change) => {
                  const next = change.currentTarget.value
                  if (isKind(next)) set(index, { ...credit, kind: next })
                }}
              >
                {PERSON_CREDIT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindLabel(kind, lang)}
                  </option>
                ))}
              </select>,
            )}
            {(['de', 'en'] as const).map((language) =>
              field(
                `${path}.role.${language}`,
                m.backoffice_field_role_in({ language: languageName(language) }, locale),
                <input
                  {...described(`${path}.role.${language}`)}
                  lang={language}
                  value={credit.role[language]}
                  onChange={(change) => set(index, { ...credit, role: { ...credit.role, [language]: change.currentTarget.value } })}
                />,
              ),
            )}
            {index > 0 ? (
              <button type="button" className={styles.button} onClick={() => onChange(moveItem(value, index, -1))}>
                {m.backoffice_move_credit_up({ number }, locale)}
              </button>
            ) : null}
            <button type="button" className={styles.button} onClick={() => onChange(value.filter((_, at) => at !== index))}>
              {m.backoffice_remove_credit({ number }, locale)}
            </button>
          </fieldset>
        )
      })}
      {persons.length > 0 ? (
        <p>
          <button
            type="button"
            className={styles.button}
            onClick={() => onChange([...value, { key: newKey(), person: String(persons[0]?.id ?? ''), kind: 'cast', role: { de: '', en: '' } }])}
          >
            {m.backoffice_add_credit({}, locale)}
          </button>
        </p>
      ) : null}
    </fieldset>
  )
}
