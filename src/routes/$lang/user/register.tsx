import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { RegisterPage } from '~/features/account/RecoveryPages'

// after a checkout the confirmation offers an account with the order's address
const RegisterSearch = v.object({ email: v.optional(v.pipe(v.string(), v.maxLength(254)), '') })

export const Route = createFileRoute('/$lang/user/register')({
  validateSearch: RegisterSearch,
  loaderDeps: ({ search }) => ({ email: search.email }),
  loader: ({ context, deps }) => ({ lang: context.lang, email: deps.email, bodyClass: '' }),
  head: () => ({ meta: [{ title: m.account_register_title() }, { name: 'robots', content: 'noindex' }] }),
  component: function RegisterRoute() {
    const { lang, email } = Route.useLoaderData()
    return <RegisterPage lang={lang} email={email} />
  },
})
