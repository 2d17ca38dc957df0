import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { InvitationPage } from '~/features/account/RecoveryPages'
import { invitationInfo } from '~/features/account/recovery.functions'

const TokenSearch = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') })

export const Route = createFileRoute('/$lang/user/invitation')({
  validateSearch: TokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps }) => ({ lang: context.lang, token: deps.token, invitation: await invitationInfo({ data: { lang: context.lang, token: deps.token } }), bodyClass: '' }),
  head: () => ({ meta: [{ title: m.invitation_title() }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }] }),
  component: function InvitationRoute() {
    const { lang, token, invitation } = Route.useLoaderData()
    return <InvitationPage lang={lang} token={token} invitation={invitation} />
  },
})
