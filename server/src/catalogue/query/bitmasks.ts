import type { Duck } from '../store/duck.js';
import type { Bitmasks } from './fields.js';

/**
 * The catalogue's country → bit table, when its works have the w_country_bits column (older
 * catalogues have neither; their country filters read the country lists).
 */
export async function loadBitmasks(duck: Duck): Promise<Bitmasks> {
  const column = await duck.all(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'works' AND column_name = 'w_country_bits'`,
  );
  if (column.length === 0) return {};
  const rows = await duck.all(`SELECT code, bit FROM country_bits`).catch(() => []);
  if (rows.length === 0) return {};
  return { countries: new Map(rows.map((r) => [String(r.code), Number(r.bit)])) };
}
