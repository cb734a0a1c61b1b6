import { sql } from 'kysely'
import type { z } from 'zod'
import type {
  AssistanceDecisionContent,
  devCreateAssistanceDecision,
  devCreateFeeDecision,
  devCreatePreschoolAssistanceDecision,
  devCreateVoucherValueDecision,
  PreschoolAssistanceDecisionContent,
} from '@citizen/contract'
import type { Db } from '../platform/db/database'
import { addDays, type PlacementType } from '@citizen/contract'
import { badRequest } from '../platform/errors'
import { appendProcessState, createCaseProcess, PROCESS_DEFINITIONS } from '../features/process-metadata/queries'

/**
 * Dev API for finance and assistance decisions (never in production): staff make these in
 * eVaka; here tests and the demo make them directly. Amounts are euro cents.
 *
 *   POST /api/dev/fee-decisions
 *     { headOfFamilyId, partnerId?, validFrom, validTo?, status? (SENT), sentAt? (now when SENT), familySize?,
 *       headOfFamilyIncome?, partnerIncome?, language? (fi), decisionMaker?,
 *       children: [{ childId, unitId?, placementType?, serviceNeedFi?, serviceNeedSv?, baseFee? (31100),
 *                    siblingDiscount? (0 %), finalFee? }] }                                  -> { id }
 *   POST /api/dev/voucher-value-decisions
 *     { headOfFamilyId, partnerId?, childId, unitId? (the first service voucher unit), validFrom, validTo?,
 *       status?, sentAt?, placementType?, serviceNeedFi?, serviceNeedSv?, voucherValue? (104000),
 *       coPayment? (31100), finalCoPayment? (coPayment), familySize?, language?, decisionMaker? } -> { id }
 *   POST /api/dev/assistance-decisions
 *     { childId, status? (ACCEPTED), validFrom, validTo?, decisionMade? (today when decided), unitId?,
 *       assistanceLevels? ([ENHANCED_ASSISTANCE]), annulmentReason (ANNULLED only), language?,
 *       unreadGuardianIds? (the child's guardians and foster parents), content? (partial) } -> { id }
 *   POST /api/dev/preschool-assistance-decisions
 *     the same with type? (NEW) instead of assistanceLevels                                 -> { id }
 *
 * Unset units and placement types come from the child's placement at validFrom (else the latest).
 * A SENT finance decision gets its case process (INITIAL, then COMPLETED at sentAt).
 */

type DevFeeDecisionBody = z.output<(typeof devCreateFeeDecision)['body']>
type DevVoucherValueDecisionBody = z.output<(typeof devCreateVoucherValueDecision)['body']>
type DevAssistanceDecisionBody = z.output<(typeof devCreateAssistanceDecision)['body']>
type DevPreschoolAssistanceDecisionBody = z.output<(typeof devCreatePreschoolAssistanceDecision)['body']>

const DEFAULT_BASE_FEE = 31100
const DEFAULT_VOUCHER_VALUE = 104000
const DEFAULT_DECISION_MAKER = 'Tiina Lehtonen, asiakasmaksupäällikkö'
const DECIDED: readonly string[] = ['ACCEPTED', 'REJECTED', 'ANNULLED']

/** 400 naming the ids that are no person (a foreign key error would be a 500) */
async function requirePersons(tx: Db, ids: (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))]
  const found = await tx.selectFrom('person').select('id').where('id', 'in', wanted).execute()
  const missing = wanted.filter((id) => !found.some((p) => p.id === id))
  if (missing.length > 0) throw badRequest(`Unknown person: ${missing.join(', ')}`)
}

async function requireUnit(tx: Db, unitId: string): Promise<void> {
  const unit = await tx.selectFrom('unit').select('id').where('id', '=', unitId).executeTakeFirst()
  if (!unit) throw badRequest(`Unknown unit: ${unitId}`)
}

/** The child's placement on the day, else the latest one; with the unit's provider type */
async function placementOf(tx: Db, childId: string, date: string) {
  return tx
    .selectFrom('placement as p')
    .innerJoin('unit as u', 'u.id', 'p.unit_id')
    .select(['p.unit_id', 'p.type', 'u.provider_type'])
    .where('p.child_id', '=', childId)
    .orderBy(sql`(p.start_date <= ${date}::date AND p.end_date >= ${date}::date)`, 'desc')
    .orderBy('p.end_date', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** The service need text of a placement type: its default option's names, else a generic one */
async function serviceNeedOf(tx: Db, placementType: PlacementType): Promise<{ fi: string; sv: string }> {
  const option = await tx
    .selectFrom('service_need_option')
    .select(['name_fi', 'name_sv'])
    .where('valid_placement_type', '=', placementType)
    .orderBy('default_option', 'desc')
    .orderBy(sql`display_order NULLS LAST`)
    .limit(1)
    .executeTakeFirst()
  return option ? { fi: option.name_fi, sv: option.name_sv } : { fi: 'Varhaiskasvatus', sv: 'Småbarnspedagogik' }
}

/** sent_at and created_at: a decision sent in the past was also made then */
function sentTimes(status: string, sentAt: string | undefined, now: Date) {
  const sent = sentAt ? new Date(sentAt) : status === 'SENT' ? now : null
  return { sentAt: sent, createdAt: sent && sent < now ? sent : now }
}

async function startFinanceProcess(
  tx: Db,
  definition: (typeof PROCESS_DEFINITIONS)['feeDecision' | 'voucherValueDecision'],
  sentAt: Date,
) {
  const processId = await createCaseProcess(tx, definition, sentAt)
  await appendProcessState(tx, processId, 'COMPLETED', sentAt)
  return processId
}

/** The columns of both kinds of finance decision about its sending; a SENT one gets its completed case process */
async function sentColumns(
  tx: Db,
  body: DevFeeDecisionBody | DevVoucherValueDecisionBody,
  now: Date,
  definition: (typeof PROCESS_DEFINITIONS)['feeDecision' | 'voucherValueDecision'],
) {
  const times = sentTimes(body.status, body.sentAt, now)
  return {
    language: body.language,
    sent_at: times.sentAt,
    decision_maker: body.decisionMaker ?? DEFAULT_DECISION_MAKER,
    process_id: body.status === 'SENT' ? await startFinanceProcess(tx, definition, times.sentAt!) : null,
    created_at: times.createdAt,
  }
}

const validDuring = (from: string, to: string | null | undefined) => `[${from},${to ? addDays(to, 1) : ''})`

/** POST /api/dev/fee-decisions inside the caller's transaction (the demo uses it too) */
export async function insertDevFeeDecision(tx: Db, body: DevFeeDecisionBody, now: Date): Promise<string> {
  await requirePersons(tx, [body.headOfFamilyId, body.partnerId, ...body.children.map((c) => c.childId)])
  const children = []
  for (const c of body.children) {
    const placement = await placementOf(tx, c.childId, body.validFrom)
    const unitId = c.unitId ?? placement?.unit_id
    if (!unitId) throw badRequest(`The child ${c.childId} has no placement: give unitId`)
    if (c.unitId) await requireUnit(tx, c.unitId)
    const placementType = c.placementType ?? placement?.type ?? 'DAYCARE'
    const need = await serviceNeedOf(tx, placementType)
    const baseFee = c.baseFee ?? DEFAULT_BASE_FEE
    const siblingDiscount = c.siblingDiscount ?? 0
    children.push({
      child_id: c.childId,
      placement_unit_id: unitId,
      placement_type: placementType,
      service_need_description_fi: c.serviceNeedFi ?? need.fi,
      service_need_description_sv: c.serviceNeedSv ?? need.sv,
      base_fee: baseFee,
      sibling_discount: siblingDiscount,
      final_fee: c.finalFee ?? Math.round((baseFee * (100 - siblingDiscount)) / 100),
    })
  }
  const sent = await sentColumns(tx, body, now, PROCESS_DEFINITIONS.feeDecision)
  const row = await tx
    .insertInto('fee_decision')
    .values({
      status: body.status,
      valid_during: validDuring(body.validFrom, body.validTo),
      head_of_family_id: body.headOfFamilyId,
      partner_id: body.partnerId ?? null,
      family_size: body.familySize ?? 1 + (body.partnerId ? 1 : 0) + body.children.length,
      head_of_family_income: body.headOfFamilyIncome ?? null,
      partner_income: body.partnerId ? (body.partnerIncome ?? null) : null,
      ...sent,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await tx
    .insertInto('fee_decision_child')
    .values(children.map((c) => ({ ...c, fee_decision_id: row.id })))
    .execute()
  return row.id
}

/** POST /api/dev/voucher-value-decisions inside the caller's transaction */
export async function insertDevVoucherValueDecision(
  tx: Db,
  body: DevVoucherValueDecisionBody,
  now: Date,
): Promise<string> {
  await requirePersons(tx, [body.headOfFamilyId, body.partnerId, body.childId])
  const placement = await placementOf(tx, body.childId, body.validFrom)
  let unitId = body.unitId
  if (unitId) {
    await requireUnit(tx, unitId)
  } else if (placement?.provider_type === 'PRIVATE_SERVICE_VOUCHER') {
    unitId = placement.unit_id
  } else {
    const unit = await tx
      .selectFrom('unit')
      .select('id')
      .where('provider_type', '=', 'PRIVATE_SERVICE_VOUCHER')
      .orderBy('name')
      .limit(1)
      .executeTakeFirst()
    if (!unit) throw badRequest('No service voucher unit: give unitId')
    unitId = unit.id
  }
  const placementType = body.placementType ?? placement?.type ?? 'DAYCARE'
  const need = await serviceNeedOf(tx, placementType)
  const coPayment = body.coPayment ?? DEFAULT_BASE_FEE
  const sent = await sentColumns(tx, body, now, PROCESS_DEFINITIONS.voucherValueDecision)
  const row = await tx
    .insertInto('voucher_value_decision')
    .values({
      status: body.status,
      valid_from: body.validFrom,
      valid_to: body.validTo ?? null,
      head_of_family_id: body.headOfFamilyId,
      partner_id: body.partnerId ?? null,
      child_id: body.childId,
      placement_unit_id: unitId,
      placement_type: placementType,
      service_need_description_fi: body.serviceNeedFi ?? need.fi,
      service_need_description_sv: body.serviceNeedSv ?? need.sv,
      family_size: body.familySize ?? 2 + (body.partnerId ? 1 : 0),
      voucher_value: body.voucherValue ?? DEFAULT_VOUCHER_VALUE,
      co_payment: coPayment,
      final_co_payment: body.finalCoPayment ?? coPayment,
      ...sent,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The child's guardians and the foster parents valid today, oldest first: who gets the decision */
async function recipientsOf(tx: Db, childId: string, today: string) {
  return tx
    .selectFrom('person as p')
    .select(['p.id', 'p.first_name', 'p.last_name'])
    .where((eb) =>
      eb.or([
        eb('p.id', 'in', eb.selectFrom('guardian').select('guardian_id').where('child_id', '=', childId)),
        eb(
          'p.id',
          'in',
          eb
            .selectFrom('foster_parent')
            .select('parent_id')
            .where('child_id', '=', childId)
            .where(sql<boolean>`valid_during @> ${today}::date`),
        ),
      ]),
    )
    .orderBy('p.date_of_birth')
    .orderBy('p.id')
    .execute()
}

/** Unit, decision date, recipients and heard guardians: what both kinds of assistance decision default alike */
async function assistanceDefaults(
  tx: Db,
  body: DevAssistanceDecisionBody | DevPreschoolAssistanceDecisionBody,
  today: string,
) {
  await requirePersons(tx, [body.childId])
  let unitId = body.unitId
  if (unitId === undefined) unitId = (await placementOf(tx, body.childId, body.validFrom))?.unit_id ?? null
  else if (unitId !== null) await requireUnit(tx, unitId)
  const decided = DECIDED.includes(body.status)
  const decisionMade = body.decisionMade === undefined ? (decided ? today : null) : body.decisionMade
  const recipients = await recipientsOf(tx, body.childId, today)
  return {
    /** The columns both kinds of assistance decision fill alike */
    columns: {
      child_id: body.childId,
      status: body.status,
      language: body.language,
      decision_made: decisionMade,
      selected_unit_id: unitId,
      annulment_reason: body.annulmentReason.trim(),
      unread_guardian_ids: body.unreadGuardianIds ?? (decided ? recipients.map((r) => r.id) : []),
    },
    heardOn: addDays(decisionMade ?? body.validFrom, -10),
    guardianInfo: recipients.map((r) => ({
      name: `${r.first_name} ${r.last_name}`,
      isHeard: true,
      details: 'Kuultu tapaamisessa päiväkodilla.',
    })),
  }
}

/** Realistic Finnish text for an ECE assistance decision (dev and demo data only) */
export function defaultAssistanceContent(
  heardOn: string,
  guardianInfo: AssistanceDecisionContent['guardianInfo'],
): AssistanceDecisionContent {
  return {
    pedagogicalMotivation:
      'Lapsi hyötyy selkeästä päivärytmistä, kuvatuesta ja pienryhmätoiminnasta. Aikuinen tukee lasta siirtymätilanteissa ja vuorovaikutuksessa muiden lasten kanssa.',
    structuralMotivationOptions: {
      smallerGroup: true,
      specialGroup: false,
      smallGroup: true,
      groupAssistant: true,
      childAssistant: false,
      additionalStaff: false,
    },
    structuralMotivationDescription:
      'Ryhmässä toimii ryhmäkohtainen avustaja, ja osa päivän toiminnoista järjestetään pienryhmässä.',
    careMotivation: 'Lapsi tarvitsee aikuisen tukea pukeutumisessa ja ruokailutilanteissa.',
    serviceOptions: {
      consultationSpecialEd: true,
      partTimeSpecialEd: true,
      fullTimeSpecialEd: false,
      interpretationAndAssistanceServices: false,
      specialAides: false,
    },
    servicesMotivation:
      'Varhaiskasvatuksen erityisopettaja käy ryhmässä viikoittain ja ohjaa henkilöstöä lapsen tukemisessa.',
    expertsHeard: 'Puheterapeutti ja varhaiskasvatuksen erityisopettaja.',
    guardiansHeardOn: heardOn,
    guardianInfo,
    viewOfGuardians: 'Huoltajat pitävät tukea tarpeellisena ja ovat tyytyväisiä suunniteltuihin tukitoimiin.',
    otherRepresentativeHeard: false,
    otherRepresentativeDetails: '',
    motivationForDecision:
      'Lapsen kasvun, kehityksen ja oppimisen tuen tarve on todettu pedagogisessa arviossa. Tehostettu tuki on tarpeen, jotta lapsi saavuttaa varhaiskasvatussuunnitelmansa tavoitteet.',
    preparedBy: { name: 'Leena Salo', title: 'Varhaiskasvatuksen erityisopettaja', phone: '014 266 2010' },
    decisionMaker: { name: 'Heikki Lindroos', title: 'Varhaiskasvatuksen palvelupäällikkö' },
  }
}

export function defaultPreschoolContent(
  heardOn: string,
  guardianInfo: PreschoolAssistanceDecisionContent['guardianInfo'],
): PreschoolAssistanceDecisionContent {
  return {
    extendedCompulsoryEducation: false,
    extendedCompulsoryEducationInfo: '',
    grantedAssistanceService: true,
    grantedInterpretationService: false,
    grantedAssistiveDevices: false,
    grantedServicesBasis: 'Lapsi tarvitsee avustajan tukea siirtymätilanteissa ja ryhmätoiminnassa.',
    primaryGroup: 'Esiopetusryhmä Tähdet',
    decisionBasis:
      'Pedagogisen selvityksen mukaan lapsi tarvitsee esiopetuksessa erityistä tukea. Tuki järjestetään yleisopetuksen ryhmässä pienryhmätoimintaa hyödyntäen.',
    basisDocumentPedagogicalReport: true,
    basisDocumentPsychologistStatement: true,
    basisDocumentSocialReport: false,
    basisDocumentDoctorStatement: false,
    basisDocumentOtherOrMissing: false,
    basisDocumentOtherOrMissingInfo: '',
    basisDocumentsInfo: 'Pedagoginen selvitys ja psykologin lausunto on käsitelty huoltajien kanssa.',
    guardiansHeardOn: heardOn,
    guardianInfo,
    viewOfGuardians: 'Huoltajat ovat yhtä mieltä erityisen tuen tarpeesta.',
    preparer: { name: 'Leena Salo', title: 'Esiopetuksen erityisopettaja', phone: '014 266 2010' },
    decisionMaker: { name: 'Marja Kallio', title: 'Perusopetuksen ja esiopetuksen palvelupäällikkö' },
  }
}

/** POST /api/dev/assistance-decisions inside the caller's transaction */
export const insertDevAssistanceDecision = (tx: Db, body: DevAssistanceDecisionBody, today: string) =>
  insertAssistanceDecision(tx, body, today, (d) =>
    tx
      .insertInto('assistance_need_decision')
      .values({
        ...d.columns,
        validity_period: validDuring(body.validFrom, body.validTo),
        assistance_levels: body.assistanceLevels,
        content: JSON.stringify({ ...defaultAssistanceContent(d.heardOn, d.guardianInfo), ...body.content }),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )

/** POST /api/dev/preschool-assistance-decisions inside the caller's transaction */
export const insertDevPreschoolAssistanceDecision = (tx: Db, body: DevPreschoolAssistanceDecisionBody, today: string) =>
  insertAssistanceDecision(tx, body, today, (d) =>
    tx
      .insertInto('assistance_need_preschool_decision')
      .values({
        ...d.columns,
        type: body.type,
        valid_from: body.validFrom,
        valid_to: body.validTo ?? null,
        content: JSON.stringify({ ...defaultPreschoolContent(d.heardOn, d.guardianInfo), ...body.content }),
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )

/** Inserts an assistance decision of either kind: `insert` writes the kind's row from the shared defaults */
async function insertAssistanceDecision(
  tx: Db,
  body: DevAssistanceDecisionBody | DevPreschoolAssistanceDecisionBody,
  today: string,
  insert: (d: Awaited<ReturnType<typeof assistanceDefaults>>) => Promise<{ id: string }>,
): Promise<string> {
  return (await insert(await assistanceDefaults(tx, body, today))).id
}
