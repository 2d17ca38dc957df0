import { useId, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeRoom, BackOfficeVenue } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { FieldErrors, ProblemAlert } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, NO_OPTIONS, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from './record-parts'
import { translatedTexts, useFieldWiring } from './field-wiring'
import { venuePath } from './venue-input'
import { useConfirm } from '~/ui/ConfirmDialog'

const LOCALES = ['de', 'en'] as const
type Both = { de: string; en: string }
const empty = (): Both => ({ de: '', en: '' })
type TextField = 'name' | 'slug' | 'accessibility' | 'description'
type LineField = 'street' | 'postcode' | 'city' | 'lat' | 'lng' | 'phone' | 'email' | 'website'

/** The form's copy of a venue: what the inputs hold, strings where the editor types numbers. */
interface Draft {
  name: Both
  slug: Both
  accessibility: Both
  description: Both
  street: string
  postcode: string
  city: string
  lat: string
  lng: string
  phone: string
  email: string
  website: string
}

function draftOf(venue: BackOfficeVenue | null): Draft {
  return {
    name: venue?.name ?? empty(),
    slug: venue?.slug ?? empty(),
    accessibility: venue?.accessibility ?? empty(),
    description: venue?.description ?? empty(),
    street: venue?.street ?? '',
    postcode: venue?.postcode ?? '',
    city: venue?.city ?? '',
    lat: venue?.lat === null || venue?.lat === undefined ? '' : String(venue.lat),
    lng: venue?.lng === null || venue?.lng === undefined ? '' : String(venue.lng),
    phone: venue?.phone ?? '',
    email: venue?.email ?? '',
    website: venue?.website ?? '',
  }
}

/** A coordinate as typed (a comma or a point); NaN where it is no number, which the contract refuses. */
const coordinate = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')))

const venueQuery = (lang: Locale, id: number) => ({
  queryKey: ['back-office', 'venue', lang, id],
  queryFn: () => api.call('backOfficeVenue', { params: { lang, id: String(id) } }),
})

/** One venue, both languages side by side, and its rooms; every save names the version it started from. */
export function VenueEdit({ lang, id }: { lang: Locale; id: number }) {
  return (
    <RecordEdit
      lang={lang}
      list="/cms-hub/venues"
      record={venueQuery(lang, id)}
      options={NO_OPTIONS}
      deletedText={m.backoffice_venue_deleted({}, { locale: lang })}
      render={(venue, _options, onDeleted) => <ExistingVenue key={venue.id} lang={lang} initial={venue} onDeleted={onDeleted} />}
    />
  )
}

/** The venue's form and its rooms share one copy: a room change is a new version of the venue, which the form's next save names. */
function ExistingVenue({ lang, initial, onDeleted }: { lang: Locale; initial: BackOfficeVenue; onDeleted: () => void }) {
  const form = useVenueForm(lang, initial)
  const current = form.record.saved ?? initial
  return (
    <>
      <VenueForm lang={lang} form={form} />
      <Rooms lang={lang} venue={current} onChanged={form.record.adopt} />
      <DeleteVenue lang={lang} venue={current} onDeleted={onDeleted} />
    </>
  )
}

/** A new venue: the same form, empty; saved, it opens as an existing venue, where rooms can be added. */
export function VenueCreate({ lang }: { lang: Locale }) {
  return <VenueForm lang={lang} form={useVenueForm(lang, null)} />
}

function useVenueForm(lang: Locale, initial: BackOfficeVenue | null) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => draftOf(initial))
  const record = useRecordSave({
    lang,
    initial,
    list: 'venues',
    queryOf: (id) => venueQuery(lang, id),
    opened: (created) => navigate({ to: '/cms-hub/venues/$id', params: { id: created.id }, search: { lang: lang === 'de' ? undefined : lang } }),
    fresh: (current) => setDraft(draftOf(current)),
  })
  return { draft, setDraft, record }
}

function VenueForm({ lang, form }: { lang: Locale; form: ReturnType<typeof useVenueForm> }) {
  const locale = { locale: lang }
  const { draft, setDraft, record } = form
  const { saved } = record
  const wiring = useFieldWiring(record.problem)
  const { described, field } = wiring
  const text = translatedTexts<TextField, Draft>(wiring, draft, setDraft, { lang, slugFrom: saved ? undefined : { title: 'name', slug: 'slug' }, required: ['name', 'slug'], slugPath: (language, slug) => venuePath(language, slug, saved?.id ?? '…') })
  const line = (name: LineField, label: string, type = 'text', required = false) =>
    field(
      name,
      label,
      <input
        {...described(name)}
        type={type}
        inputMode={name === 'lat' || name === 'lng' ? 'decimal' : undefined}
        required={required}
        value={draft[name]}
        onChange={(change) => setDraft({ ...draft, [name]: change.currentTarget.value })}
      />,
    )
  const languageName = (language: 'de' | 'en') => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))

  const submit = async () => {
    const body = {
      name: draft.name,
      slug: draft.slug,
      accessibility: draft.accessibility,
      description: draft.description,
      street: draft.street,
      postcode: draft.postcode,
      city: draft.city,
      lat: coordinate(draft.lat),
      lng: coordinate(draft.lng),
      phone: draft.phone,
      email: draft.email,
      website: draft.website,
    }
    await record.save({
      create: () => api.call('backOfficeVenueCreate', { params: { lang }, body }),
      update: (current) => api.call('backOfficeVenueUpdate', { params: { lang, id: String(current.id) }, body: { ...body, updated_at: current.updated_at } }),
    })
  }

  return (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list="/cms-hub/venues" urls={saved?.urls ?? null} />
      <div className={styles.languages}>
        {LOCALES.map((language) => (
          <fieldset key={language} className={styles.form}>
            <legend>{languageName(language)}</legend>
            {text('name', language, m.backoffice_field_name({}, locale))}
            {text('slug', language, m.backoffice_field_slug({}, locale))}
            {text('description', language, m.backoffice_field_description({}, locale), true)}
            {text('accessibility', language, m.backoffice_field_accessibility({}, locale), true)}
          </fieldset>
        ))}
      </div>
      <fieldset className={styles.inline}>
        <legend>{m.backoffice_address({}, locale)}</legend>
        {line('street', m.backoffice_field_street({}, locale), 'text', true)}
        {line('postcode', m.backoffice_field_postcode({}, locale), 'text', true)}
        {line('city', m.backoffice_field_city({}, locale), 'text', true)}
        {line('lat', m.backoffice_field_lat({}, locale))}
        {line('lng', m.backoffice_field_lng({}, locale))}
        {line('phone', m.backoffice_field_phone({}, locale), 'tel')}
        {line('email', m.backoffice_field_email({}, locale), 'email')}
        {line('website', m.backoffice_field_website({}, locale), 'url')}
      </fieldset>

      <SaveFooter lang={lang} record={record} createLabel={m.backoffice_create_venue({}, locale)} />
    </RecordForm>
  )
}

/** The venue's rooms: each renamed on its own, removed unless events take place there, and new ones added at the end. */
function Rooms({ lang, venue, onChanged }: { lang: Locale; venue: BackOfficeVenue; onChanged: (venue: BackOfficeVenue) => void }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const [name, setName] = useState(empty)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const headingId = useId()
  const base = useId()
  const confirmation = useConfirm(lang)
  const attempt = async (call: () => Promise<BackOfficeVenue>, done: string) => {
    setProblem(null)
    setStatus(null)
    try {
      onChanged(await call())
      setStatus(done)
      return true
    } catch (error) {
      setProblem(writeProblem(error, lang))
      return false
    }
  }
  const errorsOf = (name: string) => problem?.fields[name]
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId}>{m.backoffice_rooms({}, locale)}</h2>
      {venue.rooms.length === 0 ? <p>{m.backoffice_no_rooms({}, locale)}</p> : null}
      {venue.rooms.map((room) => (
        <RoomRow
          key={`${room.id}-${venue.updated_at}`}
          lang={lang}
          room={room}
          disabled={!interactive}
          onSave={(patch) => attempt(() => api.call('backOfficeRoomUpdate', { params: { lang, id: String(venue.id), room: String(room.id) }, body: { ...patch, updated_at: venue.updated_at } }), m.backoffice_room_saved({}, locale))}
          onRemove={async () => {
            const roomName = room.name[lang] || room.name.de
            if (!(await confirmation.ask({ title: m.ui_confirm_remove_title({ name: roomName }, locale), text: m.backoffice_remove_room_confirm({}, locale), confirmLabel: m.ui_remove({}, locale), danger: true }))) return
            void attempt(() => api.call('backOfficeRoomDelete', { params: { lang, id: String(venue.id), room: String(room.id) } }), m.backoffice_room_removed({}, locale))
          }}
        />
      ))}
      <form
        className={styles.inline}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (await attempt(() => api.call('backOfficeRoomCreate', { params: { lang, id: String(venue.id) }, body: { name, updated_at: venue.updated_at } }), m.backoffice_room_added({}, locale))) setName(empty())
        }}
      >
        {LOCALES.map((language) => {
          const id = `${base}-new-${language}`
          const errors = errorsOf(`name.${language}`)
          return (
            <span key={language} className={styles.field}>
              <label htmlFor={id}>{m.backoffice_new_room_name({ language: language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale) }, locale)}</label>
              <input
                id={id}
                lang={language}
                required
                value={name[language]}
                aria-invalid={errors ? true : undefined}
                aria-describedby={errors ? `${id}-error` : undefined}
                onChange={(change) => setName({ ...name, [language]: change.currentTarget.value })}
              />
              <FieldErrors id={`${id}-error`} errors={errors} />
            </span>
          )
        })}
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_add_room({}, locale)}
        </button>
      </form>
      <ProblemAlert problem={problem} />
      <p role="status">{status}</p>
      {confirmation.dialog}
    </section>
  )
}

function RoomRow({
  lang,
  room,
  disabled,
  onSave,
  onRemove,
}: {
  lang: Locale
  room: BackOfficeRoom
  disabled: boolean
  onSave: (patch: { name: Both; show_in_filter: boolean }) => Promise<boolean>
  onRemove: () => Promise<void>
}) {
  const locale = { locale: lang }
  const [name, setName] = useState(room.name)
  const [shown, setShown] = useState(room.show_in_filter)
  const base = useId()
  const label = room.name[lang] || room.name.de
  return (
    <form noValidate
      className={styles.inline}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void onSave({ name, show_in_filter: shown })
      }}
    >
      {LOCALES.map((language) => (
        <span key={language} className={styles.field}>
          <label htmlFor={`${base}-${language}`}>{m.backoffice_room_name_in({ room: label, language: language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale) }, locale)}</label>
          <input id={`${base}-${language}`} lang={language} required value={name[language]} onChange={(change) => setName({ ...name, [language]: change.currentTarget.value })} />
        </span>
      ))}
      <label>
        <input type="checkbox" checked={shown} onChange={(change) => setShown(change.currentTarget.checked)} /> {m.backoffice_room_in_filter({ room: label }, locale)}
      </label>
      <span className={styles.muted}>{m.backoffice_room_events({ count: room.event_count }, locale)}</span>
      <button type="submit" className={styles.button} disabled={disabled}>
        {m.backoffice_save_room({ room: label }, locale)}
      </button>
      <button type="button" className={styles.button} disabled={disabled} onClick={() => void onRemove()}>
        {m.backoffice_remove_room({ room: label }, locale)}
      </button>
    </form>
  )
}

/** Deleting asks once; a venue with rooms is refused, and the answer names them. */
function DeleteVenue({ lang, venue, onDeleted }: { lang: Locale; venue: BackOfficeVenue; onDeleted: () => void }) {
  const locale = { locale: lang }
  return <DeleteRecord lang={lang} name={venue.name[lang] || venue.name.de} label={m.backoffice_delete_venue({}, locale)} confirm={m.backoffice_delete_venue_confirm({}, locale)} list="venues" remove={() => api.call('backOfficeVenueDelete', { params: { lang, id: String(venue.id) } })} onDeleted={onDeleted} />
}
