import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { LocalDate } from './common'
import { Period, periodInOrder } from './dev-common'

// Family and income fixtures (api/src/dev/income.ts)

/**
 * POST /api/dev/income: the family and income facts finance staff keep (reference §14): who is
 * the head of a child's family (fridge child) and the head's partner, income decisions' validity
 * and income statements. Everything is added; nothing is removed.
 */
export const devIncomeFixtures = endpoint(devRoutes.devIncomeFixtures, {
  body: z.object({
    fridgeChildren: z
      .array(z.object({ childId: z.uuid(), headOfChildId: z.uuid(), ...Period }).refine(periodInOrder))
      .default([]),
    fridgePartners: z
      .array(
        z
          .object({ personId: z.uuid(), partnerId: z.uuid(), startDate: LocalDate, endDate: LocalDate.nullable() })
          .refine(periodInOrder),
      )
      .default([]),
    incomes: z
      .array(
        z
          .object({
            personId: z.uuid(),
            validFrom: LocalDate,
            validTo: LocalDate.nullable(),
            effect: z.enum(['MAX_FEE_ACCEPTED', 'INCOMPLETE', 'INCOME', 'NOT_AVAILABLE']).default('INCOME'),
          })
          .refine((i) => i.validTo === null || i.validFrom <= i.validTo),
      )
      .default([]),
    incomeStatements: z
      .array(
        z
          .object({
            personId: z.uuid(),
            type: z.enum(['HIGHEST_FEE', 'INCOME', 'CHILD_INCOME']).default('INCOME'),
            startDate: LocalDate,
            endDate: LocalDate.nullable(),
            status: z.enum(['DRAFT', 'SENT', 'HANDLED']).default('SENT'),
            /** Default: now for SENT and HANDLED */
            sentAt: z.iso.datetime({ offset: true }).nullable().optional(),
          })
          .refine(periodInOrder),
      )
      .default([]),
  }),
  response: z.object({}),
})
