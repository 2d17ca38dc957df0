import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { ConfirmEmailPage } from '~/features/account/ConfirmEmailPage'

const ConfirmSearch = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') })

export const Route = createFileRoute('/$lang/user/confirm-email')({
  validateSearch: ConfirmSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) => ({ lang: context.lang, token: deps.token, bodyClass: '' }),
  head: () => ({ meta: [{ title: m.account_email_confirm_title() }, { name: 'robots', content: 'noindex' }] }),
  component: ConfirmRoute,
})

function ConfirmRoute() {
  const { lang, token } = Route.useLoaderData()
  return <ConfirmEmailPage lang={lang} token={token} />
}
