import type { Locale } from '~/contract/shared'

const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/

/** A stored amount ("24.50") as an editor types it in their language: "24,50" in German, "24.50" in English. */
export const amountInput = (amount: string, lang: Locale): string => (lang === 'de' ? amount.replace('.', ',') : amount)

/**
 * What an editor typed ("24,50", "24.5", " 24 ") as the contract's amount ("24.50"); anything else goes as typed, for
 * the server to refuse at the field in the editor's language.
 */
export function amountValue(typed: string): string {
  const text = typed.trim()
  return AMOUNT.test(text) ? Number(text.replace(',', '.')).toFixed(2) : text
}
