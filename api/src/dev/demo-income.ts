import { addDays } from '@citizen/contract'
import { demoChildId, demoPersonId, type Demo } from './demo-personas'
import { avatarPng, insertDevChildImage } from './child-images'
import { insertDevIncomeFixtures } from './income'

/**
 * The demo's families for fees and the calendar's avatars (issue 16): Mikko Korhonen heads the
 * Korhonen children's family with Sanna as his partner; Mikko's income runs out in 20 days, so
 * his calendar shows the income reminder (Sanna's runs for months yet: hers does not). Onni and
 * Aada have pictures. Dates are relative to `today`.
 */
export async function insertDemoIncomeAndImages({ tx, today, now, personas }: Demo): Promise<void> {
  const mikko = await demoPersonId(tx, personas, 'three-children-1')
  const sanna = await demoPersonId(tx, personas, 'three-children-2')
  const korhonenChildren = ['Onni', 'Ella', 'Veeti'].map((n) => demoChildId(personas, n, 'three-children-1'))

  await insertDevIncomeFixtures(
    tx,
    {
      fridgeChildren: korhonenChildren.map((childId) => ({
        childId,
        headOfChildId: mikko,
        startDate: addDays(today, -700),
        endDate: addDays(today, 1500),
      })),
      fridgePartners: [{ personId: mikko, partnerId: sanna, startDate: addDays(today, -3000), endDate: null }],
      incomes: [
        { personId: mikko, validFrom: addDays(today, -710), validTo: addDays(today, -346), effect: 'INCOME' },
        { personId: mikko, validFrom: addDays(today, -345), validTo: addDays(today, 20), effect: 'INCOME' },
        { personId: sanna, validFrom: addDays(today, -165), validTo: addDays(today, 200), effect: 'INCOME' },
      ],
      incomeStatements: [
        {
          personId: mikko,
          type: 'INCOME',
          startDate: addDays(today, -345),
          endDate: addDays(today, 20),
          status: 'HANDLED',
          sentAt: new Date(now.getTime() - 350 * 86_400_000).toISOString(),
        },
      ],
    },
    now,
  )

  const pictures = [
    { childId: demoChildId(personas, 'Onni', 'three-children-1'), hair: [120, 72, 40], background: [255, 214, 102] },
    { childId: demoChildId(personas, 'Aada', 'preschool'), hair: [230, 190, 110], background: [140, 200, 230] },
  ] as const
  for (const p of pictures) {
    await insertDevChildImage(tx, {
      childId: p.childId,
      contentType: 'image/png',
      bytes: avatarPng(96, { background: [...p.background], hair: [...p.hair], skin: [246, 214, 190] }),
    })
  }
}
