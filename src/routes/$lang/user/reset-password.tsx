import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { ResetPasswordPage } from '~/features/account/RecoveryPages'
import { resetOpens } from '~/features/account/recovery.functions'

const TokenSearch = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') })

export const Route = createFileRoute('/$lang/user/reset-password')({
  validateSearch: TokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // whether the link still opens is asked at once: an expired link shows the way to ask again, not a form
  loader: async ({ context, deps }) => ({ lang: context.lang, token: deps.token, opens: await resetOpens({ data: { lang: context.lang, token: deps.token } }), bodyClass: '' }),
  head: () => ({ meta: [{ title: m.account_reset_title() }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }] }),
  component: function ResetPasswordRoute() {
    const { lang, token, opens } = Route.useLoaderData()
    return <ResetPasswordPage lang={lang} token={token} opens={opens} />
  },
})
