import * as v from 'valibot'

export const LoginInput = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  lang: v.picklist(['de', 'en']),
})
export type LoginInput = v.InferOutput<typeof LoginInput>

export type LoginResult = { ok: true } | { ok: false; message: string }
