import { addDays } from '@citizen/contract'
import { demoChildId, demoPersonId, type Demo } from './demo-personas'
import type { FileStorage } from '../platform/files'
import { insertDevIncomeStatement, insertDevPartnership } from './income-statements'

/**
 * The demo's income statements (issue 28), dates relative to `today`:
 * - Mikko Korhonen (strong login): his handled statement of last year (demo-income.ts), a SENT
 *   gross income statement ending before his income does (so the calendar's income reminder
 *   stays), a DRAFT for the next year, and a SENT child statement of Onni with its attachment.
 *   Sanna, his partner, has an income, so his list shows no partner alert.
 * - Kaisa Lehtonen: a SENT highest fee statement; her partner Matti Järvinen has given nothing,
 *   so her list shows the partner alert.
 * Attachments' files only when the app's storage is at hand (as the documents' demo).
 */
export async function insertDemoIncomeStatements({ tx, today, now, personas, files }: Demo): Promise<void> {
  const onni = demoChildId(personas, 'Onni', 'three-children-1')
  const mikko = await demoPersonId(tx, personas, 'three-children-1')
  const kaisa = await demoPersonId(tx, personas, 'preschool')
  const matti = await demoPersonId(tx, personas, 'no-placements')
  const attachments = <T>(list: T[]) => (files ? list : [])
  const gross = {
    type: 'INCOME' as const,
    incomeSource: 'ATTACHMENTS' as const,
    estimatedMonthlyIncome: 3400,
    otherIncome: [],
    otherIncomeInfo: '',
  }
  const base = {
    endDate: null,
    gross: null,
    entrepreneur: null,
    student: false,
    alimonyPayer: false,
    otherInfo: '',
    attachments: [],
  }
  const storage = files as FileStorage
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString()

  const statements = [
    {
      personId: mikko,
      type: 'INCOME' as const,
      status: 'SENT' as const,
      startDate: addDays(today, -30),
      endDate: addDays(today, 10),
      gross,
      otherInfo: 'Palkankorotus kuun alusta.',
      sentAt: days(-28),
      attachments: attachments([{ type: 'PAYSLIP_GROSS' as const, name: 'palkkalaskelma.pdf' }]),
    },
    {
      personId: mikko,
      type: 'INCOME' as const,
      status: 'DRAFT' as const,
      startDate: addDays(today, 21),
      endDate: addDays(today, 380),
      gross: { ...gross, incomeSource: 'INCOMES_REGISTER' as const },
      createdAt: days(-2),
    },
    {
      personId: onni,
      createdBy: mikko,
      type: 'CHILD_INCOME' as const,
      status: 'SENT' as const,
      startDate: addDays(today, -60),
      otherInfo: 'Onnin perhe-eläke.',
      sentAt: days(-58),
      attachments: attachments([{ type: 'CHILD_INCOME' as const, name: 'elakepaatos.pdf' }]),
    },
    {
      personId: kaisa,
      type: 'HIGHEST_FEE' as const,
      status: 'SENT' as const,
      startDate: addDays(today, -100),
      sentAt: days(-99),
    },
  ]
  for (const statement of statements) await insertDevIncomeStatement(tx, storage, { ...base, ...statement }, now)
  await insertDevPartnership(tx, {
    personId: kaisa,
    partnerId: matti,
    startDate: addDays(today, -1500),
    endDate: null,
  })
}
