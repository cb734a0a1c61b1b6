import { addDays, isoWeekday } from '@citizen/contract'
import { demoChildId, demoPersonId, type Demo } from './demo-personas'
import { allowedRangesOf } from '../features/absence-applications/service'

/**
 * The demo's long preschool absence applications (issue 27), all Aada Lehtonen's (preschool:
 * Kaisa Lehtonen is her guardian): one waiting for a decision (Kaisa may withdraw it), one the
 * unit head accepted (in the past: its days were marked in eVaka then) and one rejected with a
 * reason. Dates relative to `today`; the waiting and rejected ones lie in Aada's allowed ranges.
 */
export async function insertDemoAbsenceApplications({ tx, today, now, personas }: Demo): Promise<void> {
  const aada = demoChildId(personas, 'Aada', 'preschool')
  const kaisaId = await demoPersonId(tx, personas, 'preschool')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)

  // Two weeks (Monday to Friday of the next week) inside an allowed range, from `from` on
  const allowed = await allowedRangesOf(tx, aada, today)
  const twoWeeksFrom = (from: string) => {
    for (const r of allowed) {
      let start = r.start < from ? from : r.start
      while (isoWeekday(start) !== 1) start = addDays(start, 1)
      const end = addDays(start, 11)
      if (end <= r.end) return { start, end }
    }
    return null
  }
  const waiting = twoWeeksFrom(addDays(today, 21))
  const rejected = waiting && twoWeeksFrom(addDays(waiting.end, 14))

  const base = { child_id: aada, created_by: kaisaId }
  await tx
    .insertInto('absence_application')
    .values([
      {
        ...base,
        start_date: addDays(today, -70),
        end_date: addDays(today, -59),
        description: 'Perhe lähtee isovanhempien luo Espanjaan kahdeksi viikoksi.',
        status: 'ACCEPTED',
        created_at: daysAgo(95),
        decided_at: daysAgo(90),
        decided_by: 'Johtaja Jaana Esimerkki',
      },
      ...(rejected
        ? [
            {
              ...base,
              start_date: rejected.start,
              end_date: rejected.end,
              description: 'Lomamatka perheen kanssa.',
              status: 'REJECTED' as const,
              created_at: daysAgo(6),
              decided_at: daysAgo(2),
              decided_by: 'Johtaja Jaana Esimerkki',
              rejected_reason: 'Poissaolon syy ei ole esiopetuslain mukainen hyväksyttävä syy. Ota yhteyttä yksikköön.',
            },
          ]
        : []),
      ...(waiting
        ? [
            {
              ...base,
              start_date: waiting.start,
              end_date: waiting.end,
              description: 'Aada on mukana vanhempien työmatkalla ulkomailla.',
              created_at: daysAgo(1),
            },
          ]
        : []),
    ])
    .execute()
}
