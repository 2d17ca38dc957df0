import * as v from 'valibot'

const Lang = v.picklist(['de', 'en'])
const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email(), v.regex(/^[^\r\n]*$/))
// one line, no control characters: names reach mail greetings
const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), v.regex(/^[^\p{Cc}]*$/u))
const Token = v.pipe(v.string(), v.maxLength(200))

export const NewPasswordInput = v.object({ password: v.pipe(v.string(), v.maxLength(200)), repeatPassword: v.pipe(v.string(), v.maxLength(200)) })
export type NewPasswordInput = v.InferOutput<typeof NewPasswordInput>

export const PasswordResetRequest = v.object({ lang: Lang, email: Email })
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequest>

export const PasswordResetInput = v.object({ ...NewPasswordInput.entries, lang: Lang, token: Token })
export type PasswordResetInput = v.InferOutput<typeof PasswordResetInput>

export const SignUpInput = v.object({
  ...NewPasswordInput.entries,
  lang: Lang,
  firstName: Name,
  lastName: Name,
  email: Email,
  consent: v.boolean(),
  newsletter: v.boolean(),
})
export type SignUpInput = v.InferOutput<typeof SignUpInput>

export const TokenOnly = v.object({ lang: Lang, token: Token })

export const InvitationAcceptInput = v.object({ ...NewPasswordInput.entries, lang: Lang, token: Token, firstName: Name, lastName: v.pipe(v.string(), v.trim(), v.maxLength(100), v.regex(/^[^\p{Cc}]*$/u)) })
export type InvitationAcceptInput = v.InferOutput<typeof InvitationAcceptInput>
