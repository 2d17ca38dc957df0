import { createServerFn } from '@tanstack/react-start'
import { AuditPageInput, LangInput, RequireTotpInput, TotpConfirmInput, TotpDisableInput } from '~/features/auth/auth.shared'

export const fetchSecurityOverview = createServerFn({ method: 'GET' }).handler(async () => {
  const { securityOverview } = await import('./security.server')
  return securityOverview()
})

export const beginTotp = createServerFn({ method: 'POST' })
  .validator(LangInput)
  .handler(async ({ data }) => {
    const { startTotpSetup } = await import('./security.server')
    return startTotpSetup(data.lang)
  })

export const confirmTotp = createServerFn({ method: 'POST' })
  .validator(TotpConfirmInput)
  .handler(async ({ data }) => {
    const server = await import('./security.server')
    return server.confirmTotp(data.code, data.lang)
  })

export const disableTotp = createServerFn({ method: 'POST' })
  .validator(TotpDisableInput)
  .handler(async ({ data }) => {
    const { switchOffTotp } = await import('./security.server')
    return switchOffTotp(data.password, data.code, data.lang)
  })

export const setRequireTotp = createServerFn({ method: 'POST' })
  .validator(RequireTotpInput)
  .handler(async ({ data }) => {
    const { requireTotpForStaff } = await import('./security.server')
    return requireTotpForStaff(data.required, data.lang)
  })


export const fetchAuditPage = createServerFn({ method: 'GET' })
  .validator(AuditPageInput)
  .handler(async ({ data }) => {
    const { auditPage } = await import('./security.server')
    return auditPage(data.page)
  })
