import { createContractClient } from './client'
import { publicEndpoints } from './public'
import { transport } from './transport'

/** The client of a visitor's pages: only the public endpoints' schemas reach the browser with it. */
export const api = createContractClient(publicEndpoints, transport)
