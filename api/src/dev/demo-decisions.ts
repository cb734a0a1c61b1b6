import type { Tx } from '../platform/db/database'
import { addDays } from '@citizen/contract'
import {
  insertDevAssistanceDecision,
  insertDevFeeDecision,
  insertDevPreschoolAssistanceDecision,
  insertDevVoucherValueDecision,
} from './decisions'

/**
 * The demo municipality's finance and assistance decisions, all for the Korhonen family
 * (three-children: Mikko is the head of family, Sanna the partner; Onni, Ella and Veeti):
 * - fee decisions: the one in force today, [today − 100, today + 19], for Onni (daycare) and
 *   Ella (part-time, 40 % sibling discount), and the newest one from Veeti's start, today + 20
 *   on until further notice, with Veeti's 80 % discount;
 * - a voucher value decision for Ella's earlier care in a service voucher unit, ended the day
 *   before her municipal placement began (none if the demo has no fi service voucher unit);
 * - Onni's assistance decisions, unread by both guardians: an accepted ECE decision (enhanced
 *   assistance), an annulled one (special assistance) with its reason, and an accepted
 *   preschool decision (NEW). Onni has a placement today, so all three are visible.
 * Existing applications and placements are left as they are.
 */

/** A morning instant of a past day (08:00 UTC is 10 or 11 in Helsinki: the same day) */
const morningOf = (date: string) => `${date}T08:00:00Z`

export async function insertDemoDecisions(
  tx: Tx,
  families: Map<string, { personId: string; children: { id: string; firstName: string }[] }>,
  today: string,
  now: Date,
): Promise<void> {
  const mikko = families.get('three-children-1')
  const sanna = families.get('three-children-2')
  if (!mikko || !sanna) throw new Error('Demo decisions: no three-children family')
  const child = (firstName: string) => {
    const found = mikko.children.find((c) => c.firstName === firstName)
    if (!found) throw new Error(`Demo decisions: no child ${firstName}`)
    return found.id
  }
  const [onni, ella, veeti] = [child('Onni'), child('Ella'), child('Veeti')]
  const family = {
    headOfFamilyId: mikko.personId,
    partnerId: sanna.personId,
    familySize: 5,
    status: 'SENT' as const,
    language: 'fi' as const,
    decisionMaker: 'Tiina Lehtonen, asiakasmaksupäällikkö',
  }
  // Monthly incomes 4 200 € and 3 850 €: an income-based fee of 295 € for the youngest full-time child
  const incomes = { headOfFamilyIncome: 420000, partnerIncome: 385000 }

  await insertDevFeeDecision(
    tx,
    {
      ...family,
      ...incomes,
      validFrom: addDays(today, -100),
      validTo: addDays(today, 19),
      sentAt: morningOf(addDays(today, -107)),
      children: [
        { childId: onni, baseFee: 29500, siblingDiscount: 0 },
        // Part-time care: 60 % of the base fee
        { childId: ella, baseFee: 17700, siblingDiscount: 40 },
      ],
    },
    now,
  )
  await insertDevFeeDecision(
    tx,
    {
      ...family,
      ...incomes,
      validFrom: addDays(today, 20),
      validTo: null,
      sentAt: morningOf(addDays(today, -6)),
      children: [
        { childId: onni, baseFee: 29500, siblingDiscount: 0 },
        { childId: ella, baseFee: 17700, siblingDiscount: 40 },
        { childId: veeti, baseFee: 29500, siblingDiscount: 80 },
      ],
    },
    now,
  )

  const voucherUnit = await tx
    .selectFrom('unit')
    .select('id')
    .where('provider_type', '=', 'PRIVATE_SERVICE_VOUCHER')
    .where('language', '=', 'fi')
    .orderBy('name')
    .limit(1)
    .executeTakeFirst()
  if (voucherUnit) {
    await insertDevVoucherValueDecision(
      tx,
      {
        ...family,
        childId: ella,
        unitId: voucherUnit.id,
        placementType: 'DAYCARE',
        validFrom: addDays(today, -465),
        validTo: addDays(today, -101),
        sentAt: morningOf(addDays(today, -470)),
        // Under three: the higher voucher value; the co-payment with Ella's 40 % sibling discount
        voucherValue: 155000,
        coPayment: 29500,
        finalCoPayment: 17700,
      },
      now,
    )
  }

  const assistance = { childId: onni, language: 'fi' as const, annulmentReason: '' }
  await insertDevAssistanceDecision(
    tx,
    {
      ...assistance,
      status: 'ACCEPTED',
      validFrom: addDays(today, -400),
      validTo: null,
      decisionMade: addDays(today, -410),
      assistanceLevels: ['ENHANCED_ASSISTANCE'],
      content: {},
    },
    today,
  )
  await insertDevAssistanceDecision(
    tx,
    {
      ...assistance,
      status: 'ANNULLED',
      validFrom: addDays(today, -30),
      validTo: null,
      decisionMade: addDays(today, -35),
      assistanceLevels: ['SPECIAL_ASSISTANCE'],
      annulmentReason:
        'Päätös perustui virheellisiin tietoihin. Lapsen tuen tarve arvioidaan uudelleen, ja aiempi päätös tehostetusta tuesta on edelleen voimassa.',
      content: {},
    },
    today,
  )
  await insertDevPreschoolAssistanceDecision(
    tx,
    {
      ...assistance,
      status: 'ACCEPTED',
      type: 'NEW',
      validFrom: addDays(today, -60),
      validTo: addDays(today, 250),
      decisionMade: addDays(today, -70),
      content: {},
    },
    today,
  )
}
