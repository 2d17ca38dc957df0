import { useState } from 'react'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import type { ActionResult } from './account.shared'

/**
 * One account action of a page: its last answer, whether it runs, and `run`, which keeps the answer (or the
 * generic failure text when the call itself fails). Buttons wait for `busy` to clear (also until hydration).
 */
export function useAccountAction(lang: Locale) {
  const [result, setResult] = useState<ActionResult | null>(null)
  const [pending, setPending] = useState(false)
  const hydrated = useHydrated()
  const run = async (action: () => Promise<ActionResult>): Promise<ActionResult> => {
    setPending(true)
    try {
      const answer = await action()
      setResult(answer)
      return answer
    } catch {
      const failed: ActionResult = { ok: false, message: m.account_error({}, { locale: lang }) }
      setResult(failed)
      return failed
    } finally {
      setPending(false)
    }
  }
  return { result, pending, busy: pending || !hydrated, run }
}
