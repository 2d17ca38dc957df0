import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { LoginPage } from '~/features/account/LoginPage'
import { safeNextPath } from '~/features/account/account.shared'

const LoginSearch = v.object({ next: v.optional(v.pipe(v.string(), v.maxLength(500))) })

export const Route = createFileRoute('/$lang/user/login')({
  validateSearch: LoginSearch,
  loaderDeps: ({ search }) => ({ next: search.next }),
  loader: ({ context, deps }) => ({ lang: context.lang, next: safeNextPath(deps.next, `/${context.lang}/user/profile`), asked: deps.next !== undefined, bodyClass: '' }),
  head: () => ({ meta: [{ title: m.account_login_title() }, { name: 'robots', content: 'noindex' }] }),
  component: LoginRoute,
})

function LoginRoute() {
  const { lang, next, asked } = Route.useLoaderData()
  return <LoginPage lang={lang} next={next} asked={asked} />
}
