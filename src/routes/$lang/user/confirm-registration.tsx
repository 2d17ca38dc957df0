import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { ConfirmRegistrationPage } from '~/features/account/RecoveryPages'

const TokenSearch = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') })

export const Route = createFileRoute('/$lang/user/confirm-registration')({
  validateSearch: TokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) => ({ lang: context.lang, token: deps.token, bodyClass: '' }),
  head: () => ({ meta: [{ title: m.account_confirm_registration_title() }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }] }),
  component: function ConfirmRegistrationRoute() {
    const { lang, token } = Route.useLoaderData()
    return <ConfirmRegistrationPage lang={lang} token={token} />
  },
})
