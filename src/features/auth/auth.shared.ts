import * as v from 'valibot'

const Lang = v.picklist(['de', 'en'])
/** A code of the authenticator (six digits) or a recovery code (xxxxx-xxxxx): the server tells which. */
const SecondFactorCode = v.pipe(v.string(), v.trim(), v.minLength(6), v.maxLength(20))

export const LoginInput = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  lang: Lang,
})
export type LoginInput = v.InferOutput<typeof LoginInput>

/** The second step of a login: the signed token of the first (no session yet) and the code. */
export const LoginCodeInput = v.object({
  token: v.pipe(v.string(), v.minLength(20), v.maxLength(1000)),
  code: SecondFactorCode,
  lang: Lang,
})
export type LoginCodeInput = v.InferOutput<typeof LoginCodeInput>

/**
 * `ok`: signed in (`setUpTotp`: the administrators require a second factor this account has yet to set up);
 * `code`: the password was right, the code is asked next with `token`.
 */
export type LoginResult = { ok: true; setUpTotp: boolean } | { ok: false; code: true; token: string; message?: string } | { ok: false; code: false; message: string }

/** Step-up: the password again, or (with a second factor) a code instead. */
export const StepUpInput = v.object({
  password: v.optional(v.pipe(v.string(), v.maxLength(200))),
  code: v.optional(SecondFactorCode),
  lang: Lang,
})
export type StepUpInput = v.InferOutput<typeof StepUpInput>

export const TotpConfirmInput = v.object({ code: SecondFactorCode, lang: Lang })
export const TotpDisableInput = v.object({ password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), code: SecondFactorCode, lang: Lang })
export const RequireTotpInput = v.object({ required: v.boolean(), lang: Lang })
export const LangInput = v.object({ lang: Lang })

export type ActionAnswer = { ok: true } | { ok: false; message: string }
export const AuditPageInput = v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)) })
