import { z } from 'zod'
import { endpoint } from './endpoint'
import { devRoutes } from './routes'
import { Created, LocalDate, Ok } from './common'
import {
  Entrepreneur,
  GrossIncome,
  IncomeAttachmentTypeSchema,
  IncomeStatementStatusSchema,
  IncomeStatementTypeSchema,
} from './income-statements'

// Dev API of income statements (api/src/dev/income-statements.ts): what finance staff do in
// eVaka (handle a statement, record a partnership), and statements in any state for tests and the demo

/**
 * POST /api/dev/income-statements: a statement of a person (an adult's own, or a child's made by
 * `createdBy`, a guardian) in any status, with attachments (small PDFs) of the given types. No
 * validation: any combination may be stored, as old data may be.
 */
export const devCreateIncomeStatement = endpoint(devRoutes.devCreateIncomeStatement, {
  body: z.object({
    personId: z.uuid(),
    /** The guardian who made it; default personId (a child's statement: give the guardian) */
    createdBy: z.uuid().optional(),
    type: IncomeStatementTypeSchema.default('INCOME'),
    status: IncomeStatementStatusSchema.default('SENT'),
    startDate: LocalDate,
    endDate: LocalDate.nullable().default(null),
    gross: GrossIncome.nullable().default(null),
    entrepreneur: Entrepreneur.nullable().default(null),
    student: z.boolean().default(false),
    alimonyPayer: z.boolean().default(false),
    otherInfo: z.string().default(''),
    /** ISO instants; default now for SENT and HANDLED (sentAt), and HANDLED (handledAt) */
    createdAt: z.iso.datetime({ offset: true }).optional(),
    sentAt: z.iso.datetime({ offset: true }).optional(),
    /** HANDLED: the staff member's name (default "Kaisa Käsittelijä") */
    handlerName: z.string().min(1).max(200).optional(),
    attachments: z
      .array(z.object({ type: IncomeAttachmentTypeSchema, name: z.string().min(1).max(255).default('liite.pdf') }))
      .max(50)
      .default([]),
  }),
  response: Created,
})

/** POST /api/dev/income-statements/:incomeStatementId/handled: staff mark it HANDLED (or back to SENT) */
export const devMarkIncomeStatementHandled = endpoint(devRoutes.devMarkIncomeStatementHandled, {
  params: z.object({ incomeStatementId: z.uuid() }),
  body: z.object({
    handled: z.boolean().default(true),
    handlerName: z.string().min(1).max(200).default('Kaisa Käsittelijä'),
    note: z.string().max(5000).default(''),
  }),
  response: Ok,
})

/** POST /api/dev/partnerships: two adults living together from startDate (fridge_partner), answers the partnership id */
export const devCreatePartnership = endpoint(devRoutes.devCreatePartnership, {
  body: z
    .object({
      personId: z.uuid(),
      partnerId: z.uuid(),
      startDate: LocalDate,
      endDate: LocalDate.nullable().default(null),
    })
    .refine((p) => p.personId !== p.partnerId && (p.endDate === null || p.startDate <= p.endDate)),
  response: Created,
})
