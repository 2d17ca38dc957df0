import { createServerFn } from '@tanstack/react-start'
import { DeleteAccountInput, LangInput, PasswordInput, PreferencesInput, ProfileInput, TokenInput } from './account.shared'

// Every account write checks the session on the server and, through the pipeline, the CSRF token.

export const getAccountOverview = createServerFn({ method: 'GET' })
  .validator(LangInput)
  .handler(async ({ data }) => (await import('./account.session.server')).overview(data.lang))

export const getAccountSettings = createServerFn({ method: 'GET' })
  .validator(LangInput)
  .handler(async () => (await import('./account.session.server')).settings())

export const saveProfile = createServerFn({ method: 'POST' })
  .validator(ProfileInput)
  .handler(async ({ data }) => (await import('./account.session.server')).saveProfile(data))

export const savePassword = createServerFn({ method: 'POST' })
  .validator(PasswordInput)
  .handler(async ({ data }) => (await import('./account.session.server')).savePassword(data))

export const savePreferences = createServerFn({ method: 'POST' })
  .validator(PreferencesInput)
  .handler(async ({ data }) => (await import('./account.session.server')).savePreferences(data))

export const logoutEverywhere = createServerFn({ method: 'POST' })
  .validator(LangInput)
  .handler(async ({ data }) => (await import('./account.session.server')).logoutEverywhere(data.lang))

export const confirmEmail = createServerFn({ method: 'POST' })
  .validator(TokenInput)
  .handler(async ({ data }) => (await import('./account.session.server')).confirmEmail(data.token))

export const deleteMyAccount = createServerFn({ method: 'POST' })
  .validator(DeleteAccountInput)
  .handler(async ({ data }) => (await import('./account.session.server')).deleteOwnAccount(data))
