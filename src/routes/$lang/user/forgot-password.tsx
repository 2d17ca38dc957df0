import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { ForgotPasswordPage } from '~/features/account/RecoveryPages'

export const Route = createFileRoute('/$lang/user/forgot-password')({
  loader: ({ context }) => ({ lang: context.lang, bodyClass: '' }),
  head: () => ({ meta: [{ title: m.account_forgot_title() }, { name: 'robots', content: 'noindex' }] }),
  component: function ForgotPasswordRoute() {
    const { lang } = Route.useLoaderData()
    return <ForgotPasswordPage lang={lang} />
  },
})
