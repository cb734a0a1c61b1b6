import { sql } from 'kysely'
import type { Db } from '../../platform/db/database'

/**
 * The end of the person's latest income when it falls in [from, to] and a reminder is due
 * (reference §6 "Income expiry CTA"); one query, index lookups from the person only:
 * - the person, or the person's partner on the day after, heads the family of a child
 * - who is placed on that day with a fee-paying service need (fee coefficient > 0) in a unit the
 *   municipality invoices or a service voucher unit,
 * - and the person has sent no income statement in the last 12 months that lasts past `to`.
 */
export async function findExpiringIncomeDate(
  db: Db,
  personId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<string | null> {
  const { rows } = await sql<{ valid_to: string }>`
    WITH latest AS (
      SELECT valid_to, valid_to + 1 AS next_day FROM income
      WHERE person_id = ${personId}
      ORDER BY valid_from DESC
      LIMIT 1
    ), partnerships AS MATERIALIZED (
      -- The user's own rows first: then each partner is one primary-key lookup
      SELECT me.partnership_id, me.other_indx
      FROM latest, fridge_partner me
      WHERE me.person_id = ${personId} AND NOT me.conflict
        AND me.start_date <= latest.next_day AND (me.end_date IS NULL OR latest.next_day <= me.end_date)
    ), heads AS (
      SELECT ${personId}::uuid AS id
      UNION
      SELECT partner.person_id
      FROM partnerships
      JOIN fridge_partner partner
        ON partner.partnership_id = partnerships.partnership_id AND partner.indx = partnerships.other_indx
      WHERE NOT partner.conflict
    )
    SELECT latest.valid_to FROM latest
    WHERE latest.valid_to BETWEEN ${range.from}::date AND ${range.to}::date
      AND EXISTS (
        SELECT FROM heads
        JOIN fridge_child fc ON fc.head_of_child = heads.id
        JOIN placement pl ON pl.child_id = fc.child_id
        JOIN unit u ON u.id = pl.unit_id
        JOIN service_need sn ON sn.placement_id = pl.id
        JOIN service_need_option o ON o.id = sn.option_id
        WHERE NOT fc.conflict
          AND latest.next_day BETWEEN fc.start_date AND fc.end_date
          AND latest.next_day BETWEEN pl.start_date AND pl.end_date
          AND latest.next_day BETWEEN sn.start_date AND sn.end_date
          AND o.fee_coefficient > 0
          AND (u.invoiced_by_municipality OR u.provider_type = 'PRIVATE_SERVICE_VOUCHER')
      )
      AND NOT EXISTS (
        SELECT FROM income_statement s
        WHERE s.person_id = ${personId}
          AND s.status = 'SENT'
          AND s.sent_at >= ${now}::timestamptz - interval '12 months'
          AND (s.end_date IS NULL OR s.end_date > ${range.to}::date)
      )
  `.execute(db)
  return rows[0]?.valid_to ?? null
}

/** People whose latest-ending income ends in [from, to]: the candidates of the daily reminder */
export async function findPersonsWithIncomeEnding(db: Db, range: { from: string; to: string }): Promise<string[]> {
  const { rows } = await sql<{ person_id: string }>`
    SELECT DISTINCT person_id FROM income
    WHERE valid_to BETWEEN ${range.from}::date AND ${range.to}::date
  `.execute(db)
  return rows.map((r) => r.person_id)
}
