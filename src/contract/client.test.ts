import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ContractError, createContractClient } from './client'
import type { Transport } from './client'
import { defineEndpoint } from './endpoint'

const table = {
  'event-title': defineEndpoint({ method: 'GET', path: '/{lang}/api/events/{id}/', response: v.object({ id: v.number(), title: v.string() }) }),
  'event-count': defineEndpoint({ method: 'GET', path: '/{lang}/api/events/count/', response: v.object({ count: v.number() }) }),
}

/** Answers each call with `payload`; says it passed the schemas in `passedBy` (as the server's in-process transport does for its handlers' checked answers). */
function answering(payload: unknown, passedBy: ReadonlyArray<v.GenericSchema> = []): Transport {
  return async () => ({
    status: 200,
    json: async () => payload,
    passed: <S extends v.GenericSchema>(schema: S, value: unknown): value is v.InferOutput<S> => value === payload && passedBy.includes(schema),
  })
}

describe('the contract client', () => {
  it('takes an answer that passed this very schema as it is, without a copy', async () => {
    const answer = { id: 7, title: 'Undine' }
    const api = createContractClient(table, answering(answer, [table['event-title'].response]))
    expect(await api.call('event-title', { params: { lang: 'de', id: '7' } })).toBe(answer)
  })

  it('checks an answer that passed another schema, or none', async () => {
    const answer = { id: 7, title: 'Undine', internal: 'dropped' }
    const checked = await createContractClient(table, answering(answer)).call('event-title', { params: { lang: 'de', id: '7' } })
    expect(checked).not.toBe(answer)
    expect(checked).toEqual({ id: 7, title: 'Undine' })
    // passed as an event's title, asked for as a count: checked, and refused
    const api = createContractClient(table, answering(answer, [table['event-title'].response]))
    const refused = await api.call('event-count', { params: { lang: 'de' } }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ContractError)
    expect(refused).toMatchObject({ endpoint: 'event-count', status: 502 })
  })
})
