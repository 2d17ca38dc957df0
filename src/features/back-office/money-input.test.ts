import { describe, expect, it } from 'vitest'
import { amountInput, amountValue } from './money-input'

describe('amounts in the editor’s language', () => {
  it('shows a stored amount with a decimal comma in German and a point in English', () => {
    expect(amountInput('24.50', 'de')).toBe('24,50')
    expect(amountInput('24.50', 'en')).toBe('24.50')
    expect(amountInput('7.00', 'de')).toBe('7,00')
  })

  it('reads either decimal mark on save, and what it typed comes back as it was typed', () => {
    expect(amountValue('24,50')).toBe('24.50')
    expect(amountValue(' 24,5 ')).toBe('24.50')
    expect(amountValue('24.50')).toBe('24.50')
    expect(amountValue('24')).toBe('24.00')
    expect(amountInput(amountValue('24,50'), 'de')).toBe('24,50')
  })

  it('leaves what is no amount for the server to refuse', () => {
    expect(amountValue('24,5,0')).toBe('24,5,0')
    expect(amountValue('zwölf')).toBe('zwölf')
    expect(amountValue('')).toBe('')
  })
})
