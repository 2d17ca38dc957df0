import { createServerFn } from '@tanstack/react-start'
import { LoginInput } from './auth.shared'

export const login = createServerFn({ method: 'POST' })
  .validator(LoginInput)
  .handler(async ({ data }) => {
    const { loginEditor } = await import('./auth.server')
    return loginEditor(data)
  })

export const logout = createServerFn({ method: 'POST' }).handler(async () => {
  const { logoutEditor } = await import('./auth.server')
  return logoutEditor()
})
