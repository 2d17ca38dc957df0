import { m } from '~/paraglide/messages'
import { field } from '~/features/collections/fields'

/**
 * Who plays and who made it: the credits of a production and of an event, as rows of the same shape (a person of the
 * team, cast or team, the role in both languages).
 */
export function creditsField() {
  return field.rows(
    m.backoffice_credits,
    {
      person_id: field.reference(m.backoffice_field_person, 'persons', { required: true, unknown: m.backoffice_unknown_choice }),
      kind: field.choice(
        m.backoffice_field_credit_kind,
        [
          { value: 'cast', label: m.event_cast },
          { value: 'team', label: m.event_team },
        ],
        'cast',
        { sqlType: 'person_credit_kind' },
      ),
      role: field.translated(m.backoffice_field_credit_role, { max: 200 }),
    },
    { item: m.backoffice_credit, add: m.backoffice_add_credit, none: m.backoffice_no_credits },
  )
}
