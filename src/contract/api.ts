import { createContractClient } from './client'
import { endpoints } from './index'
import { transport } from './transport'

/** The client of the whole contract: for the editor, the hub, the back office and the server. */
export const api = createContractClient(endpoints, transport)
