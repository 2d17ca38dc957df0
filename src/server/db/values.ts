// Client-safe value lists: one `as const` array feeds the Postgres enums, the contract's valibot
// schemas and the UI, so the three can never disagree.

export const NAV_AREAS = ['menu', 'footer'] as const;
export type NavArea = (typeof NAV_AREAS)[number];

export const EVENT_STATUSES = ['scheduled', 'cancelled', 'rescheduled', 'soldout', 'postponed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * What a staff account may do: every editor runs the programme and the pages; administrators also manage the
 * accounts, the site switches, the redirects and the HTML blocks. Visitors' accounts have no role that counts.
 */
export const STAFF_ROLES = ['editor', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERSON_CREDIT_KINDS = ['cast', 'team'] as const;
export type PersonCreditKind = (typeof PERSON_CREDIT_KINDS)[number];

export const PRODUCTION_KINDS = ['show', 'exhibition'] as const;
export type ProductionKind = (typeof PRODUCTION_KINDS)[number];

export const CART_STATUSES = ['open', 'checked_out', 'expired'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

export const ORDER_STATUSES = ['confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Event label ids of the spec; each has its own colour in the programme. */
export const EVENT_LABEL_KEYS = [
  'imago_dei',
  'imago_deae',
  'donaufestival',
  'glatt_und_verkehrt',
  'elit',
  'fremdveranstaltung',
  'tag_1',
  'tag_2',
  'the_future_is_now',
  'in_die_mitte',
  'quergespielt',
  'family_and_kids',
  'polish_intermezzo',
  'livestream',
] as const;
export type EventLabelKey = (typeof EVENT_LABEL_KEYS)[number];

/** django-forms-builder field type codes, kept because the form contract sends them as numbers. */
export const FORM_FIELD_TYPES = {
  text: 1,
  textarea: 2,
  email: 3,
  checkbox: 4,
  checkboxMultiple: 5,
  select: 6,
  selectMultiple: 7,
  radio: 8,
  file: 9,
  date: 10,
  dateTime: 11,
  hidden: 12,
  number: 13,
  url: 14,
  dateOfBirth: 15,
} as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[keyof typeof FORM_FIELD_TYPES];

/** Seat group / timeslot status 0 means hidden in the booking widget (spec: status 0 is hidden). */
export const BOOKING_STATUS_HIDDEN = 0;

/** Tickets are held for 15 minutes (spec: business constants). */
export const HOLD_MINUTES = 15;

/** What caused an outbox mail: the hub filters by it and the per-recipient cap counts per kind. */
export const MAIL_KINDS = ['email-change', 'invitation', 'password-reset', 'sign-up', 'form-notice', 'form-confirmation', 'order-confirmation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** waiting (due at next_attempt_at, or held while no SMTP_URL is set) → sending (leased) → sent | failed. */
export const MAIL_STATES = ['waiting', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Single-use links mailed to people (account_tokens.purpose). */
export const ACCOUNT_TOKEN_PURPOSES = ['invitation', 'password-reset', 'sign-up'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long a form's entries are kept (months): a default, and the bounds the database checks too. No "forever". */
export const FORM_RETENTION = { defaultMonths: 12, minMonths: 1, maxMonths: 120 } as const;

/** At most this many entries named in one deletion request ("all entries of a form" has no limit). */
export const MAX_ENTRIES_PER_DELETION = 1000;
/** What the audit log records (`audit_log.action`): administrators' changes and every change of a second factor. */
export const AUDIT_ACTIONS = [
  'user.update',
  'invitation.create',
  'invitation.resend',
  'invitation.withdraw',
  'totp.enable',
  'totp.disable',
  'html-blocks.update',
  'site.switch',
  'redirect.save',
  'redirect.delete',
  'settings.update',
  'settings.totp-required',
  'mail.resend',
  'preview-link.create',
  'preview-link.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
