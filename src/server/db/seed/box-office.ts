import type { Translated } from '../translated.ts';

export type SaleTypeSeed = { key: string; name: Translated; isFullPrice: boolean; amount: (full: number) => number; familyOnly?: boolean };

/** "Vollpreis" and the reduced sale types offered as its discounts. */
export const SALE_TYPES: SaleTypeSeed[] = [
  { key: 'vollpreis', name: { de: 'Vollpreis', en: 'Full price' }, isFullPrice: true, amount: (full) => full },
  { key: 'ermaessigt', name: { de: 'Ermäßigt', en: 'Reduced' }, isFullPrice: false, amount: (full) => Math.ceil(full) / 2 },
  { key: 'schueler', name: { de: 'Schüler*innen und Studierende', en: 'Pupils and students' }, isFullPrice: false, amount: (full) => Math.min(full, 9) },
  { key: 'kulturpass', name: { de: 'Kulturpass', en: 'Culture pass' }, isFullPrice: false, amount: (full) => Math.min(full, 5) },
  { key: 'kinder', name: { de: 'Kinder bis 14 Jahre', en: 'Children under 15' }, isFullPrice: false, amount: (full) => Math.min(full, 7), familyOnly: true },
];

export function money(amount: number): string {
  return amount.toFixed(2);
}
