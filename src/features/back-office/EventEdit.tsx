import { useId, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useHydrated } from '~/features/chrome/use-client'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeEvent, BackOfficeEventOptions, BackOfficeSeatGroupInput, BackOfficeTimeslotInput } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { berlinTime, parseEpoch } from '~/lib/berlin-time'
import { EVENT_STATUSES } from '~/server/db/values'
import type { EventStatus } from '~/server/db/values'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { FieldErrors, ProblemAlert } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, RecordCreate, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from './record-parts'
import { ChoiceGroup, ImageInput, translatedTexts, useFieldWiring } from './field-wiring'
import { RichTextInput, storedRichText, useRichTextFresh } from './rich-text-input'
import { CreditsInput, creditDrafts, creditsOfDrafts } from './CreditsInput'
import type { CreditDraft } from './CreditsInput'
import { richTextJson } from './rich-text-json'
import type { RichTextState } from '~/lib/rich-text/schema'
import { eventPath } from './event-input'
import { statusLabel } from './status'
import { amountInput, amountValue } from './money-input'

const pad = (value: number) => String(value).padStart(2, '0')
const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const time = berlinTime(Date.parse(iso))
  return `${time.date}T${pad(time.hour)}:${pad(time.minute)}`
}
const fromLocalInput = (value: string) => {
  const epoch = value ? parseEpoch(value) : null
  return epoch === null ? null : new Date(epoch).toISOString()
}

const LOCALES = ['de', 'en'] as const
type Both = { de: string; en: string }
const empty = (): Both => ({ de: '', en: '' })
type TextField = 'title' | 'subtitle' | 'slug' | 'teaser' | 'info'

/** The form's copy of an event: what the inputs hold, strings where the editor types numbers. */
interface Draft {
  title: Both
  subtitle: Both
  slug: Both
  teaser: Both
  info: Both
  description: { de: RichTextState | null; en: RichTextState | null }
  image: string | null
  start: string
  end: string
  status: EventStatus
  room: string
  production: string
  eventType: string
  series: string
  genres: number[]
  tags: number[]
  labels: number[]
  credits: CreditDraft[]
  isBookable: boolean
  priceFrom: string
  seatGroups: SeatGroupDraft[]
  timeslots: TimeslotDraft[]
}
interface TimeslotDraft {
  key: string
  id: number | undefined
  time: string
  visible: boolean
  taken: number
}
type Choice = 'genres' | 'tags' | 'labels'
interface SeatGroupDraft {
  /** React's key: stable while rows are added and removed */
  key: string
  id: number | undefined
  name: Both
  capacity: string
  taken: number
  prices: { key: string; saleType: string; amount: string }[]
}

let nextKey = 0
const newKey = () => `row-${++nextKey}`

function draftOf(event: BackOfficeEvent | null, lang: Locale): Draft {
  return {
    title: event?.title ?? empty(),
    subtitle: event?.subtitle ?? empty(),
    slug: event?.slug ?? empty(),
    teaser: event?.teaser ?? empty(),
    info: event?.info ?? empty(),
    description: { de: storedRichText(event?.description.de), en: storedRichText(event?.description.en) },
    image: event?.image ?? null,
    start: toLocalInput(event?.date_start ?? null),
    end: toLocalInput(event?.date_end ?? null),
    status: event?.status ?? 'scheduled',
    room: event?.room_id ? String(event.room_id) : '',
    production: event?.production_id ? String(event.production_id) : '',
    eventType: event?.event_type_id ? String(event.event_type_id) : '',
    series: event?.series_id ? String(event.series_id) : '',
    genres: event?.genre_ids ?? [],
    tags: event?.tag_ids ?? [],
    labels: event?.label_ids ?? [],
    credits: creditDrafts(event?.credits ?? []),
    isBookable: event?.is_bookable ?? true,
    priceFrom: event?.price_from ?? '',
    seatGroups: (event?.seat_groups ?? []).map((group) => ({
      key: newKey(),
      id: group.id,
      name: group.name,
      capacity: String(group.capacity),
      taken: group.taken,
      prices: group.prices.map((entry) => ({ key: newKey(), saleType: String(entry.sale_type_id), amount: amountInput(entry.amount, lang) })),
    })),
    timeslots: (event?.timeslots ?? []).map((slot) => ({ key: newKey(), id: slot.id, time: slot.time_start, visible: slot.visible, taken: slot.taken })),
  }
}

const timeslotsOf = (draft: Draft): BackOfficeTimeslotInput[] => draft.timeslots.map((slot) => ({ id: slot.id, time_start: slot.time, visible: slot.visible }))

function offerOf(draft: Draft): BackOfficeSeatGroupInput[] {
  return draft.seatGroups.map((group) => ({
    id: group.id,
    name: group.name,
    capacity: Number(group.capacity),
    prices: group.prices.map((entry) => ({ sale_type_id: Number(entry.saleType), amount: amountValue(entry.amount) })),
  }))
}

const eventQuery = (lang: Locale, id: number) => ({ queryKey: ['back-office', 'event', lang, id], queryFn: () => api.call('backOfficeEvent', { params: { lang, id: String(id) } }) })
const optionsQuery = (lang: Locale) => ({ queryKey: ['back-office', 'event-options', lang], queryFn: () => api.call('backOfficeEventOptions', { params: { lang } }), staleTime: 60_000 })

/** One event, both languages side by side; saving names the version it started from. */
export function EventEdit({ lang, id }: { lang: Locale; id: number }) {
  return (
    <RecordEdit
      lang={lang}
      list="/cms-hub/events"
      record={eventQuery(lang, id)}
      options={optionsQuery(lang)}
      deletedText={m.backoffice_deleted({}, { locale: lang })}
      render={(event, options, onDeleted) => (
        <>
          <EventForm key={event.id} lang={lang} initial={event} options={options} />
          <DuplicateEvent lang={lang} event={event} />
          <DeleteEvent lang={lang} event={event} onDeleted={onDeleted} />
        </>
      )}
    />
  )
}

/** A new event: the same form, empty; saved, it opens as an existing event. */
export function EventCreate({ lang }: { lang: Locale }) {
  return <RecordCreate lang={lang} options={optionsQuery(lang)} render={(options) => <EventForm lang={lang} initial={null} options={options} />} />
}

function EventForm({ lang, initial, options }: { lang: Locale; initial: BackOfficeEvent | null; options: BackOfficeEventOptions }) {
  const locale = { locale: lang }
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => draftOf(initial, lang))
  const { mount: loaded, fresh } = useRichTextFresh((event: BackOfficeEvent) => draftOf(event, lang), (before) => ({ description: before.description }), setDraft)
  const record = useRecordSave({
    lang,
    initial,
    list: 'events',
    queryOf: (id) => eventQuery(lang, id),
    opened: (created) => navigate({ to: '/cms-hub/events/$id', params: { id: created.id }, search: { lang: lang === 'de' ? undefined : lang } }),
    fresh,
  })
  const { saved, problem } = record
  const wiring = useFieldWiring(problem)
  const { fieldId, errorsOf, described, field } = wiring
  const text = translatedTexts<TextField, Draft>(wiring, draft, setDraft, { lang, slugFrom: saved ? undefined : { title: 'title', slug: 'slug' }, required: ['title', 'slug'], slugPath: (language, slug) => eventPath(language, slug, saved?.id ?? '…') })
  const setGroup = (index: number, group: SeatGroupDraft) => setDraft({ ...draft, seatGroups: draft.seatGroups.map((entry, at) => (at === index ? group : entry)) })
  const setSlot = (index: number, slot: TimeslotDraft) => setDraft({ ...draft, timeslots: draft.timeslots.map((entry, at) => (at === index ? slot : entry)) })
  const choices = (name: Choice, path: string, legend: string, offered: { id: number; name: string }[]) => (
    <ChoiceGroup
      legend={legend}
      options={offered}
      selected={draft[name]}
      onChange={(next) => setDraft({ ...draft, [name]: next })}
      errorId={`${fieldId(path)}-error`}
      errors={errorsOf(path)}
    />
  )
  const languageName = (language: 'de' | 'en') => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))

  const submit = async () => {
    const texts = { title: draft.title, subtitle: draft.subtitle, slug: draft.slug, teaser: draft.teaser, info: draft.info }
    const common = {
      ...texts,
      description: { de: richTextJson(draft.description.de), en: richTextJson(draft.description.en) },
      image: draft.image,
      date_end: fromLocalInput(draft.end),
      status: draft.status,
      room_id: draft.room ? Number(draft.room) : null,
      production_id: draft.production ? Number(draft.production) : null,
      event_type_id: draft.eventType ? Number(draft.eventType) : null,
      series_id: draft.series ? Number(draft.series) : null,
      genre_ids: draft.genres,
      tag_ids: draft.tags,
      label_ids: draft.labels,
      credits: creditsOfDrafts(draft.credits),
      is_bookable: draft.isBookable,
      price_from: draft.priceFrom || null,
      seat_groups: offerOf(draft),
      timeslots: timeslotsOf(draft),
    }
    await record.save({
      create: () => api.call('backOfficeEventCreate', { params: { lang }, body: { ...common, date_start: fromLocalInput(draft.start) ?? '' } }),
      update: (current) => api.call('backOfficeEventUpdate', {
        params: { lang, id: String(current.id) },
        body: { ...common, updated_at: current.updated_at, date_start: fromLocalInput(draft.start) ?? current.date_start },
      }),
    })
  }

  return (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list="/cms-hub/events" urls={saved?.urls ?? null} />
      <div className={styles.languages}>
        {LOCALES.map((language) => (
          <fieldset key={language} className={styles.form}>
            <legend>{languageName(language)}</legend>
            {text('title', language, m.backoffice_field_title({}, locale))}
            {text('subtitle', language, m.backoffice_field_subtitle({}, locale))}
            {text('slug', language, m.backoffice_field_slug({}, locale))}
            {text('teaser', language, m.backoffice_field_teaser({}, locale), true)}
            {text('info', language, m.backoffice_field_info({}, locale))}
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
          'date_start',
          m.backoffice_field_start({}, locale),
          <input {...described('date_start')} type="datetime-local" required value={draft.start} onChange={(change) => setDraft({ ...draft, start: change.currentTarget.value })} />,
        )}
        {field(
          'date_end',
          m.backoffice_field_end({}, locale),
          <input {...described('date_end')} type="datetime-local" value={draft.end} onChange={(change) => setDraft({ ...draft, end: change.currentTarget.value })} />,
        )}
        {field(
          'status',
          m.backoffice_field_status({}, locale),
          <select
            {...described('status')}
            value={draft.status}
            onChange={(change) => {
              const next = EVENT_STATUSES.find((value) => value === change.currentTarget.value)
              if (next) setDraft({ ...draft, status: next })
            }}
          >
            {EVENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value, lang)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'room_id',
          m.backoffice_field_room({}, locale),
          <select {...described('room_id')} value={draft.room} onChange={(change) => setDraft({ ...draft, room: change.currentTarget.value })}>
            <option value="">{m.backoffice_no_room({}, locale)}</option>
            {options.rooms.map((room) => (
              <option key={room.id} value={String(room.id)}>
                {room.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'production_id',
          m.backoffice_field_production({}, locale),
          <select {...described('production_id')} value={draft.production} onChange={(change) => setDraft({ ...draft, production: change.currentTarget.value })}>
            <option value="">{m.backoffice_no_production({}, locale)}</option>
            {options.productions.map((production) => (
              <option key={production.id} value={String(production.id)}>
                {production.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'price_from',
          m.backoffice_field_price_from({}, locale),
          <input {...described('price_from')} value={draft.priceFrom} onChange={(change) => setDraft({ ...draft, priceFrom: change.currentTarget.value })} />,
        )}
        <label>
          <input type="checkbox" checked={draft.isBookable} onChange={(change) => setDraft({ ...draft, isBookable: change.currentTarget.checked })} />{' '}
          {m.backoffice_field_bookable({}, locale)}
        </label>
      </div>

      <fieldset className={styles.form} style={{ maxWidth: 'none' }}>
        <legend>{m.backoffice_classification({}, locale)}</legend>
        <div className={styles.inline}>
          {field(
            'event_type_id',
            m.backoffice_field_event_type({}, locale),
            <select {...described('event_type_id')} value={draft.eventType} onChange={(change) => setDraft({ ...draft, eventType: change.currentTarget.value })}>
              <option value="">{m.backoffice_no_event_type({}, locale)}</option>
              {options.event_types.map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'series_id',
            m.backoffice_field_series({}, locale),
            <select {...described('series_id')} value={draft.series} onChange={(change) => setDraft({ ...draft, series: change.currentTarget.value })}>
              <option value="">{m.backoffice_no_series({}, locale)}</option>
              {options.series.map((entry) => (
                <option key={entry.id} value={String(entry.id)}>
                  {entry.name}
                </option>
              ))}
            </select>,
          )}
        </div>
        {choices('genres', 'genre_ids', m.backoffice_field_genres({}, locale), options.genres)}
        {choices('tags', 'tag_ids', m.backoffice_field_event_tags({}, locale), options.tags)}
        {choices('labels', 'label_ids', m.backoffice_field_labels({}, locale), options.labels)}
      </fieldset>

      <CreditsInput lang={lang} persons={options.persons} value={draft.credits} onChange={(credits) => setDraft({ ...draft, credits })} wiring={wiring} />

      <fieldset className={styles.form} style={{ maxWidth: 'none' }} aria-describedby={`${fieldId('timeslots')}-hint${errorsOf('timeslots') ? ` ${fieldId('timeslots')}-error` : ''}`}>
        <legend>{m.backoffice_timeslots({}, locale)}</legend>
        <p id={`${fieldId('timeslots')}-hint`} className={styles.muted}>
          {m.backoffice_timeslots_hint({}, locale)}
        </p>
        <FieldErrors id={`${fieldId('timeslots')}-error`} errors={errorsOf('timeslots')} />
        {draft.timeslots.map((slot, index) => {
          const path = `timeslots.${index}`
          const number = index + 1
          return (
            <fieldset key={slot.key} className={styles.inline}>
              <legend>{m.backoffice_timeslot({ number }, locale)}</legend>
              <FieldErrors id={`${fieldId(path)}-error`} errors={errorsOf(path)} />
              {field(
                `${path}.time_start`,
                m.backoffice_field_time({}, locale),
                <input {...described(`${path}.time_start`)} type="time" required value={slot.time} onChange={(change) => setSlot(index, { ...slot, time: change.currentTarget.value })} />,
                slot.taken > 0 ? <span className={styles.muted}>{m.backoffice_taken({ taken: slot.taken }, locale)}</span> : undefined,
              )}
              <label>
                <input type="checkbox" checked={slot.visible} onChange={(change) => setSlot(index, { ...slot, visible: change.currentTarget.checked })} /> {m.backoffice_field_visible({}, locale)}
              </label>
              <button type="button" className={styles.button} onClick={() => setDraft({ ...draft, timeslots: draft.timeslots.filter((_, at) => at !== index) })}>
                {m.backoffice_remove_timeslot({ number }, locale)}
              </button>
            </fieldset>
          )
        })}
        <p>
          <button
            type="button"
            className={styles.button}
            onClick={() => setDraft({ ...draft, timeslots: [...draft.timeslots, { key: newKey(), id: undefined, time: '', visible: true, taken: 0 }] })}
          >
            {m.backoffice_add_timeslot({}, locale)}
          </button>
        </p>
      </fieldset>

      <fieldset className={styles.form} style={{ maxWidth: 'none' }} aria-describedby={errorsOf('seat_groups') ? `${fieldId('seat_groups')}-error` : undefined}>
        <legend>{m.backoffice_offer({}, locale)}</legend>
        {draft.seatGroups.length === 0 ? <p className={styles.muted}>{m.backoffice_no_seat_groups({}, locale)}</p> : null}
        <FieldErrors id={`${fieldId('seat_groups')}-error`} errors={errorsOf('seat_groups')} />
        {draft.seatGroups.map((group, index) => {
          const path = `seat_groups.${index}`
          const number = index + 1
          return (
            <fieldset key={group.key} className={styles.form} style={{ maxWidth: 'none' }}>
              <legend>{m.backoffice_seat_group({ number }, locale)}</legend>
              <FieldErrors id={`${fieldId(path)}-error`} errors={errorsOf(path)} />
              <div className={styles.inline}>
                {LOCALES.map((language) =>
                  field(
                    `${path}.name.${language}`,
                    m.backoffice_field_name_in({ language: languageName(language) }, locale),
                    <input
                      {...described(`${path}.name.${language}`)}
                      lang={language}
                      required
                      value={group.name[language]}
                      onChange={(change) => setGroup(index, { ...group, name: { ...group.name, [language]: change.currentTarget.value } })}
                    />,
                  ),
                )}
                {field(
                  `${path}.capacity`,
                  m.backoffice_field_capacity({}, locale),
                  <input
                    {...described(`${path}.capacity`)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    required
                    value={group.capacity}
                    onChange={(change) => setGroup(index, { ...group, capacity: change.currentTarget.value })}
                  />,
                  group.taken > 0 ? <span className={styles.muted}>{m.backoffice_taken({ taken: group.taken }, locale)}</span> : undefined,
                )}
              </div>
              <FieldErrors id={`${fieldId(`${path}.prices`)}-error`} errors={errorsOf(`${path}.prices`)} />
              {group.prices.map((entry, priceIndex) => {
                const pricePath = `${path}.prices.${priceIndex}`
                const setPrice = (next: typeof entry) => setGroup(index, { ...group, prices: group.prices.map((row, at) => (at === priceIndex ? next : row)) })
                return (
                  <fieldset key={entry.key} className={styles.inline}>
                    <legend>{m.backoffice_price({ number: priceIndex + 1 }, locale)}</legend>
                    {field(
                      `${pricePath}.sale_type_id`,
                      m.backoffice_field_price_category({}, locale),
                      <select {...described(`${pricePath}.sale_type_id`)} value={entry.saleType} onChange={(change) => setPrice({ ...entry, saleType: change.currentTarget.value })}>
                        {options.sale_types.map((type) => (
                          <option key={type.id} value={String(type.id)}>
                            {type.name}
                          </option>
                        ))}
                      </select>,
                    )}
                    {field(
                      `${pricePath}.amount`,
                      m.backoffice_field_amount({}, locale),
                      <input {...described(`${pricePath}.amount`)} inputMode="decimal" required value={entry.amount} onChange={(change) => setPrice({ ...entry, amount: change.currentTarget.value })} />,
                    )}
                    <button type="button" className={styles.button} onClick={() => setGroup(index, { ...group, prices: group.prices.filter((_, at) => at !== priceIndex) })}>
                      {m.backoffice_remove_price({ number: priceIndex + 1 }, locale)}
                    </button>
                  </fieldset>
                )
              })}
              <p className={styles.inline}>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    // the next price category not yet in this group
                    const used = new Set(group.prices.map((entry) => entry.saleType))
                    const type = options.sale_types.find((entry) => !used.has(String(entry.id))) ?? options.sale_types[0]
                    setGroup(index, { ...group, prices: [...group.prices, { key: newKey(), saleType: type ? String(type.id) : '', amount: '' }] })
                  }}
                >
                  {m.backoffice_add_price({}, locale)}
                </button>
                <button type="button" className={styles.button} onClick={() => setDraft({ ...draft, seatGroups: draft.seatGroups.filter((_, at) => at !== index) })}>
                  {m.backoffice_remove_seat_group({ number }, locale)}
                </button>
              </p>
            </fieldset>
          )
        })}
        <p>
          <button
            type="button"
            className={styles.button}
            onClick={() => setDraft({ ...draft, seatGroups: [...draft.seatGroups, { key: newKey(), id: undefined, name: empty(), capacity: '', taken: 0, prices: [] }] })}
          >
            {m.backoffice_add_seat_group({}, locale)}
          </button>
        </p>
      </fieldset>

      <SaveFooter lang={lang} record={record} createLabel={m.backoffice_create({}, locale)} />
    </RecordForm>
  )
}

/** A copy of the event on another date: it opens at once for its own changes. */
function DuplicateEvent({ lang, event }: { lang: Locale; event: BackOfficeEvent }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const navigate = useNavigate()
  const [start, setStart] = useState('')
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const id = useId()
  const errors = problem?.fields.date_start ?? problem?.fields.date_end
  return (
    <form noValidate
      className={styles.form}
      onSubmit={async (submit) => {
        submit.preventDefault()
        setProblem(null)
        try {
          const copy = await api.call('backOfficeEventDuplicate', { params: { lang, id: String(event.id) }, body: { date_start: fromLocalInput(start) ?? '' } })
          await navigate({ to: '/cms-hub/events/$id', params: { id: copy.id }, search: { lang: lang === 'de' ? undefined : lang } })
        } catch (error) {
          setProblem(writeProblem(error, lang))
        }
      }}
    >
      <fieldset className={styles.inline}>
        <legend>{m.backoffice_duplicate({}, locale)}</legend>
        <span className={styles.field}>
          <label htmlFor={id}>{m.backoffice_duplicate_start({}, locale)}</label>
          <input
            id={id}
            type="datetime-local"
            required
            value={start}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? `${id}-error` : undefined}
            onChange={(change) => setStart(change.currentTarget.value)}
          />
          <FieldErrors id={`${id}-error`} errors={errors} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_duplicate_submit({}, locale)}
        </button>
      </fieldset>
      <ProblemAlert problem={problem && !errors ? problem : null} />
    </form>
  )
}

/** Deleting asks once; an event with sold or held tickets is refused, and the answer says what to do instead. */
function DeleteEvent({ lang, event, onDeleted }: { lang: Locale; event: BackOfficeEvent; onDeleted: () => void }) {
  const locale = { locale: lang }
  return <DeleteRecord lang={lang} name={event.title[lang] || event.title.de} label={m.backoffice_delete({}, locale)} confirm={m.backoffice_delete_confirm({}, locale)} list="events" remove={() => api.call('backOfficeEventDelete', { params: { lang, id: String(event.id) } })} onDeleted={onDeleted} />
}
