import { useState } from 'react'
import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import { COLOUR_THEMES, MENU_STYLES, SOCIAL_PLATFORMS } from '~/contract/identity'
import type { ColourTheme, MenuStyle, SiteIdentity, SocialPlatform } from '~/contract/identity'
import type { SiteIdentityCopy } from '~/contract/hub'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { siteQueries } from '~/features/site/site.queries'
import { checkIdentityFields, MAX_SOCIAL_LINKS } from '~/features/site/identity-input'
import { socialLabel } from '~/features/site/identity.shared'
import { ImageInput, useFieldWiring } from '~/features/back-office/field-wiring'
import { writeProblem } from './api-errors'
import type { WriteProblem } from './api-errors'
import { FieldErrors, ProblemAlert } from './HubPage'
import { hubQueries } from './hub.queries'
import * as styles from './hub.css'

const LOCALES = ['de', 'en'] as const
type Both = { de: string; en: string }
type TextPath = 'name' | 'short_name' | 'organisation_url' | 'phone' | 'email' | 'whistleblower_url' | 'culture_region_url'
type AddressPart = keyof SiteIdentity['address']
type Description = keyof SiteIdentity['descriptions']

/** The venue's identity (administrators): both languages side by side, checked here and again by the server. */
export function IdentitySettings({ lang }: { lang: Locale }) {
  const copy = useQuery(hubQueries.identity(lang))
  if (copy.error) return <p role="alert">{writeProblem(copy.error, lang).message}</p>
  if (!copy.data) return <p aria-busy="true">{m.loading({}, { locale: lang })}</p>
  return <IdentityForm lang={lang} initial={copy.data} />
}

function themeLabel(theme: ColourTheme, lang: Locale): string {
  const locale = { locale: lang }
  return { cc01: m.settings_theme_cc01, cc02: m.settings_theme_cc02, cc03: m.settings_theme_cc03 }[theme]({}, locale)
}

function menuStyleLabel(style: MenuStyle, lang: Locale): string {
  const locale = { locale: lang }
  return { style1: m.settings_menu_style1, style2: m.settings_menu_style2 }[style]({}, locale)
}

function platformLabel(platform: SocialPlatform, lang: Locale): string {
  return platform === 'other' ? m.settings_platform_other({}, { locale: lang }) : socialLabel({ platform, url: '' })
}

function IdentityForm({ lang, initial }: { lang: Locale; initial: SiteIdentityCopy }) {
  const locale = { locale: lang }
  const queryClient = useQueryClient()
  const interactive = useHydrated()
  const [saved, setSaved] = useState(initial)
  const [draft, setDraft] = useState(initial.identity)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [stale, setStale] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const wiring = useFieldWiring(problem)
  const languageName = (language: Locale) => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))

  const text = (path: TextPath, label: string, options: { hint?: string; type?: 'url' | 'email' | 'tel' } = {}) => {
    const hintId = options.hint ? `${wiring.fieldId(path)}-hint` : undefined
    return wiring.field(
      path,
      label,
      <input
        {...wiring.described(path, hintId)}
        className={styles.input}
        type={options.type ?? 'text'}
        value={draft[path]}
        onChange={(change) => {
          const value = change.currentTarget.value
          setDraft((current) => ({ ...current, [path]: value }))
        }}
      />,
      options.hint ? (
        <span id={hintId} className={styles.muted}>
          {options.hint}
        </span>
      ) : undefined,
    )
  }
  const address = (part: AddressPart, label: string) => {
    const path = `address.${part}`
    return wiring.field(
      path,
      label,
      <input
        {...wiring.described(path)}
        className={styles.input}
        value={draft.address[part]}
        onChange={(change) => {
          const value = change.currentTarget.value
          setDraft((current) => ({ ...current, address: { ...current.address, [part]: value } }))
        }}
      />,
    )
  }
  const translated = (path: string, label: string, value: Both, language: Locale, update: (next: Both) => SiteIdentity, rows = 3) =>
    wiring.field(
      `${path}.${language}`,
      label,
      <textarea
        {...wiring.described(`${path}.${language}`)}
        className={styles.input}
        lang={language}
        rows={rows}
        value={value[language]}
        onChange={(change) => {
          const next = { ...value, [language]: change.currentTarget.value }
          setDraft(update(next))
        }}
      />,
    )
  const description = (kind: Description, label: string, language: Locale) =>
    translated(`descriptions.${kind}`, label, draft.descriptions[kind], language, (next) => ({ ...draft, descriptions: { ...draft.descriptions, [kind]: next } }))

  const submit = async () => {
    setProblem(null)
    setStatus(null)
    // the same rules as the server, with the same messages: errors show at once, without a round trip
    const checked = checkIdentityFields(lang, draft)
    if (!checked.ok) {
      setProblem({ message: m.settings_check_fields({}, locale), fields: checked.errors })
      return
    }
    setBusy(true)
    try {
      const next = await api.call('hubSiteIdentityUpdate', { params: { lang }, body: { identity: checked.identity, updated_at: saved.updated_at } })
      setSaved(next)
      setDraft(next.identity)
      setStale(false)
      setStatus(m.settings_saved({}, locale))
      queryClient.setQueryData(hubQueries.identity(lang).queryKey, next)
      await queryClient.invalidateQueries({ queryKey: siteQueries.settings().queryKey })
    } catch (error) {
      // an outdated copy (409): the entries stay in the form until the editor loads the current version
      setStale(isContractError(error, 409))
      setProblem(writeProblem(error, lang))
    } finally {
      setBusy(false)
    }
  }
  const reload = async () => {
    const current = await queryClient.fetchQuery({ ...hubQueries.identity(lang), staleTime: 0 })
    setSaved(current)
    setDraft(current.identity)
    setStale(false)
    setProblem(null)
  }

  const socialErrors = wiring.errorsOf('social')
  return (
    <form
      className={styles.form}
      style={{ maxWidth: 'none' }}
      aria-describedby="settings-intro"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      noValidate
    >
      <p id="settings-intro">{m.settings_intro({}, locale)}</p>

      <Group legend={m.settings_section_name({}, locale)}>
        <div className={styles.pairs}>
          {text('name', m.settings_field_name({}, locale), { hint: m.settings_name_hint({}, locale) })}
          {text('short_name', m.settings_field_short_name({}, locale))}
        </div>
        {text('organisation_url', m.settings_field_organisation_url({}, locale), { type: 'url' })}
        <div className={styles.pairs}>
          <div className={styles.field}>
            <ImageInput name="logo" label={m.settings_field_logo({}, locale)} lang={lang} wiring={wiring} value={draft.logo || null} onChange={(value) => setDraft({ ...draft, logo: value ?? '' })} />
          </div>
          <div className={styles.field}>
            <ImageInput name="share_image" label={m.settings_field_share_image({}, locale)} lang={lang} wiring={wiring} value={draft.share_image || null} onChange={(value) => setDraft({ ...draft, share_image: value ?? '' })} />
            <span className={styles.muted}>{m.settings_share_image_hint({}, locale)}</span>
          </div>
        </div>
      </Group>

      <Group legend={m.settings_section_texts({}, locale)}>
        <p className={styles.muted}>{m.settings_texts_hint({}, locale)}</p>
        <div className={styles.languages}>
          {LOCALES.map((language) => (
            <fieldset key={language} className={styles.form} style={{ maxWidth: 'none' }}>
              <legend>{languageName(language)}</legend>
              {description('site', m.settings_field_description_site({}, locale), language)}
              {description('programme', m.settings_field_description_programme({}, locale), language)}
              {description('magazine', m.settings_field_description_magazine({}, locale), language)}
              {translated('team_intro', m.settings_field_team_intro({}, locale), draft.team_intro, language, (next) => ({ ...draft, team_intro: next }), 4)}
            </fieldset>
          ))}
        </div>
      </Group>

      <Group legend={m.settings_section_contact({}, locale)}>
        {address('street', m.settings_field_street({}, locale))}
        <div className={styles.pairs}>
          {address('postal_code', m.settings_field_postal_code({}, locale))}
          {address('city', m.settings_field_city({}, locale))}
          {address('country', m.settings_field_country({}, locale))}
        </div>
        <div className={styles.pairs}>
          {text('phone', m.settings_field_phone({}, locale), { type: 'tel' })}
          {text('email', m.settings_field_email({}, locale), { type: 'email' })}
        </div>
      </Group>

      <Group legend={m.settings_section_social({}, locale)} describedBy={socialErrors ? `${wiring.fieldId('social')}-error` : undefined}>
        <p className={styles.muted}>{m.settings_social_hint({}, locale)}</p>
        {draft.social.length === 0 ? <p>{m.settings_social_none({}, locale)}</p> : null}
        {draft.social.map((link, index) => {
          const number = index + 1
          const update = (next: SiteIdentity['social'][number]) => setDraft({ ...draft, social: draft.social.map((entry, position) => (position === index ? next : entry)) })
          return (
            // the list has no ids; a link's place is its identity while the form is open
            <fieldset key={index} className={styles.socialRow} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="visually-hidden">{m.settings_social_entry({ number }, locale)}</legend>
              {wiring.field(
                `social.${index}.platform`,
                m.settings_field_platform({}, locale),
                <select
                  {...wiring.described(`social.${index}.platform`)}
                  className={styles.input}
                  value={link.platform}
                  onChange={(change) => {
                    const platform = SOCIAL_PLATFORMS.find((entry) => entry === change.currentTarget.value)
                    if (platform) update({ ...link, platform })
                  }}
                >
                  {SOCIAL_PLATFORMS.map((platform) => (
                    <option key={platform} value={platform}>
                      {platformLabel(platform, lang)}
                    </option>
                  ))}
                </select>,
              )}
              {wiring.field(
                `social.${index}.url`,
                m.settings_field_social_url({}, locale),
                <input {...wiring.described(`social.${index}.url`)} className={styles.input} type="url" value={link.url} onChange={(change) => update({ ...link, url: change.currentTarget.value })} />,
              )}
              <button type="button" className={styles.button} disabled={!interactive} onClick={() => setDraft({ ...draft, social: draft.social.filter((_, position) => position !== index) })}>
                {m.settings_social_remove({ number }, locale)}
              </button>
            </fieldset>
          )
        })}
        <FieldErrors id={`${wiring.fieldId('social')}-error`} errors={socialErrors} />
        <p>
          <button
            type="button"
            className={styles.button}
            disabled={!interactive || draft.social.length >= MAX_SOCIAL_LINKS}
            onClick={() => setDraft({ ...draft, social: [...draft.social, { platform: 'instagram', url: '' }] })}
          >
            {m.settings_social_add({}, locale)}
          </button>
        </p>
      </Group>

      <Group legend={m.settings_section_design({}, locale)}>
        <div className={styles.pairs}>
          <fieldset className={styles.choices}>
            <legend>{m.settings_field_theme({}, locale)}</legend>
            {COLOUR_THEMES.map((theme) => (
              <label key={theme}>
                <input type="radio" name="theme" value={theme} checked={draft.theme === theme} readOnly={!interactive} onChange={() => setDraft({ ...draft, theme })} /> {themeLabel(theme, lang)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend>{m.settings_field_menu_style({}, locale)}</legend>
            {MENU_STYLES.map((style) => (
              <label key={style}>
                <input type="radio" name="menu_style" value={style} checked={draft.menu_style === style} readOnly={!interactive} onChange={() => setDraft({ ...draft, menu_style: style })} />{' '}
                {menuStyleLabel(style, lang)}
              </label>
            ))}
          </fieldset>
        </div>
      </Group>

      <Group legend={m.settings_section_footer({}, locale)}>
        <p className={styles.muted}>{m.settings_footer_hint({}, locale)}</p>
        {text('whistleblower_url', m.settings_field_whistleblower_url({}, locale), { type: 'url' })}
        {text('culture_region_url', m.settings_field_culture_region_url({}, locale), { type: 'url' })}
      </Group>

      <ProblemAlert problem={problem} />
      {stale ? (
        <p>
          <button type="button" className={styles.button} onClick={() => void reload()}>
            {m.backoffice_reload({}, locale)}
          </button>
        </p>
      ) : null}
      <p role="status">{status}</p>
      <p>
        <button type="submit" className={styles.submit} disabled={!interactive || busy}>
          {m.settings_save({}, locale)}
        </button>
      </p>
    </form>
  )
}

function Group({ legend, describedBy, children }: { legend: string; describedBy?: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.groupLegend}>{legend}</legend>
      {children}
    </fieldset>
  )
}
