import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'

// A number said with a noun ("1 Räume", "1 Dateien") is said in the form of its number: every interface text with a
// counted input chooses its words through paraglide's plural support. A number that stands as a value of its own
// ("Formulare: 3", "Seite 2 von 9", "(3)") needs no plural form; those texts are named here.

const COUNTED_INPUTS = ['count', 'taken', 'minutes', 'seconds', 'hours', 'days', 'landed', 'failed']
const NUMBER_AS_VALUE = new Set([
  // the number after a colon, in brackets or with a sign
  'backoffice_form_count',
  'backoffice_delete_series_confirm',
  'backoffice_person_delete_refused',
  'backoffice_article_delete_refused',
  'versions_more',
  'security_totp_on',
  'search_results_for',
  'forms_hub_delete_selected',
  'tree_delete_linked',
  'tree_delete_subpages_intro',
  'tree_delete_subpages_confirm',
  // a badge, a position
  'cart_badge',
  'module_slider_position',
  'tickets_pdf_ticket_of',
  'dnd_picked',
  'dnd_over',
  'dnd_dropped',
  // said for many only (a sibling text says one)
  'forms_hub_delete_confirm_many',
  'preview_days_many',
  'production_show_all_dates',
  // a duration the server fixes (never one)
  'mail_email_change_text',
  'step_up_required',
  'tree_delete_text',
  'tree_delete_branch_text',
  // numbers with participles, the same for one and many
  'media_drop_summary_failed',
  'backoffice_taken',
])

const Plural = v.tuple([v.object({ declarations: v.array(v.string()), selectors: v.array(v.string()), match: v.record(v.string(), v.string()) })])
const Messages = v.record(v.string(), v.union([v.string(), Plural]))

function messagesOf(lang: 'de' | 'en') {
  return v.parse(Messages, JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), 'utf8')))
}

describe('texts with a counted number', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`choose their words by the number in ${lang}`, () => {
      const unplural: string[] = []
      for (const [key, message] of Object.entries(messagesOf(lang))) {
        if (typeof message !== 'string' || NUMBER_AS_VALUE.has(key)) continue
        if (COUNTED_INPUTS.some((input) => message.includes(`{${input}}`))) unplural.push(`${key}: ${message}`)
      }
      expect(unplural).toEqual([])
    })
  }

  it('say one thing in the singular and more in the plural', () => {
    expect(m.backoffice_venue_delete_refused({ count: 1, rooms: 'Probebühne' }, { locale: 'de' })).toContain('noch 1 Raum: Probebühne.')
    expect(m.backoffice_venue_delete_refused({ count: 2, rooms: 'Probebühne, Foyer' }, { locale: 'de' })).toContain('noch 2 Räume: Probebühne, Foyer.')
    expect(m.media_bulk_tag_added({ count: 1, tag: 'Plakat' }, { locale: 'de' })).toBe('„Plakat“ ist jetzt bei 1 Datei eingetragen.')
    expect(m.media_bulk_tag_added({ count: 4, tag: 'Plakat' }, { locale: 'en' })).toBe('“Plakat” is now on 4 files.')
    expect(m.programme_results_count({ count: 1 }, { locale: 'de' })).toBe('1 Veranstaltung')
    expect(m.booking_seats_left({ count: 1 }, { locale: 'en' })).toBe('1 seat left')
    expect(m.backoffice_capacity_taken({ taken: 1 }, { locale: 'de' })).toBe('Es ist schon 1 Platz verkauft oder reserviert: Die Kapazität kann nicht kleiner sein.')
  })
})
