import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import * as styles from './webshop.css'

export interface TicketRow {
  id: string | number
  description: ReactNode
  quantity: ReactNode
  /** formatted; shown when the table has a unit-price column */
  unitPrice?: string
  total: string
}

/** The tickets of a cart or an order, with their total: one table for the cart, the checkout and the confirmation. */
export function TicketTable(props: { lang: Locale; caption: string; rows: TicketRow[]; total: string; unitPrices?: boolean; className?: string }) {
  const { lang, caption, rows, total, unitPrices = false, className = '' } = props
  return (
    <table className={`${styles.table} ${className}`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.webshop_ticket({}, { locale: lang })}</th>
          <th scope="col" className={styles.number}>
            {m.webshop_quantity({}, { locale: lang })}
          </th>
          {unitPrices ? (
            <th scope="col" className={styles.number}>
              {m.webshop_unit_price({}, { locale: lang })}
            </th>
          ) : null}
          <th scope="col" className={styles.number}>
            {m.webshop_line_total({}, { locale: lang })}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.description}</td>
            <td className={styles.number}>{row.quantity}</td>
            {unitPrices ? <td className={styles.number}>{row.unitPrice}</td> : null}
            <td className={styles.number}>{row.total}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={unitPrices ? 3 : 2}>
            {m.webshop_total({}, { locale: lang })}
          </th>
          <td className={styles.number}>{total}</td>
        </tr>
      </tfoot>
    </table>
  )
}
