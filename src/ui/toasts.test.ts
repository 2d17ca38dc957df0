import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timings } from '~/styles/tokens.css'
import { dismissToast, showToast, shownToasts } from './toasts'

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    for (const toast of shownToasts()) dismissToast(toast.id)
    vi.useRealTimers()
  })

  it('shows a notice for the alert time and then removes it; an error stays', () => {
    showToast('Gespeichert.')
    showToast('Speichern fehlgeschlagen.', 'error')
    expect(shownToasts().map((toast) => toast.message)).toEqual(['Gespeichert.', 'Speichern fehlgeschlagen.'])
    vi.advanceTimersByTime(timings.alertDisplay)
    expect(shownToasts().map((toast) => toast.message)).toEqual(['Speichern fehlgeschlagen.'])
  })

  it('replaces the same notice still showing, as a new one with its full time, instead of stacking it', () => {
    showToast('Gespeichert.')
    const first = shownToasts()[0]
    vi.advanceTimersByTime(3000)
    showToast('Raum gespeichert.')
    showToast('Gespeichert.')
    const shown = shownToasts()
    expect(shown.map((toast) => toast.message)).toEqual(['Raum gespeichert.', 'Gespeichert.'])
    expect(shown[1]?.id).not.toBe(first?.id)
    // the first notice's timer ends without taking the second with it
    vi.advanceTimersByTime(1500)
    expect(shownToasts()).toEqual(shown)
    vi.advanceTimersByTime(timings.alertDisplay - 1500)
    expect(shownToasts()).toEqual([])
  })

  it('keeps the same words of another kind apart and at most four notices', () => {
    showToast('Gesendet.', 'info')
    showToast('Gesendet.')
    for (const n of [1, 2, 3]) showToast(`Notiz ${n}`)
    expect(shownToasts().map((toast) => `${toast.kind}:${toast.message}`)).toEqual(['success:Gesendet.', 'success:Notiz 1', 'success:Notiz 2', 'success:Notiz 3'])
  })
})
