import { createServerFn } from '@tanstack/react-start'
import { LoginCodeInput, LoginInput, StepUpInput } from './auth.shared'

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

export const loginCode = createServerFn({ method: 'POST' })
  .validator(LoginCodeInput)
  .handler(async ({ data }) => {
    const { loginWithCode } = await import('./auth.server')
    return loginWithCode(data)
  })

export const stepUp = createServerFn({ method: 'POST' })
  .validator(StepUpInput)
  .handler(async ({ data }) => {
    const { stepUp: giveAgain } = await import('./auth.server')
    return giveAgain(data)
  })
