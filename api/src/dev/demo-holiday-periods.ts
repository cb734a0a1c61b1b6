import { addDays, startOfIsoWeek } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import { insertDevHolidayPeriod, insertDevHolidayQuestionnaire } from './holiday-periods'

/**
 * The demo's holiday questionnaires (issue 29), relative to `today`, beside demo-calendar.ts's
 * holiday period 70-84 days ahead whose answering opens in a week:
 * - a two-week holiday period 14-15 weeks ahead, open for answers now (its days show "open"), with
 *   a FIXED_PERIOD questionnaire active now: a free week to choose, the first or the second;
 *   every child with daycare over it is asked (Onni, Ella, Veeti, Siiri, Eino, ...);
 * - an OPEN_RANGES questionnaire over the period 70-84 days ahead, active while that period takes
 *   answers (from next week). One questionnaire is active at a time; to answer an OPEN_RANGES one
 *   today, make one with the dev API (the active one created last wins): README "Holiday questionnaires".
 */
export async function insertDemoHolidayQuestionnaires(tx: Tx, today: string): Promise<void> {
  const monday = startOfIsoWeek(addDays(today, 98))
  const period = { start: monday, end: addDays(monday, 13) }
  await insertDevHolidayPeriod(tx, {
    period,
    reservationsOpenOn: addDays(today, -7),
    reservationDeadline: addDays(today, 21),
  })
  await insertDevHolidayQuestionnaire(tx, {
    type: 'FIXED_PERIOD',
    absenceType: 'FREE_ABSENCE',
    requiresStrongAuth: false,
    active: { start: addDays(today, -7), end: addDays(today, 21) },
    title: {
      fi: 'Maksuton lomaviikko',
      sv: 'Avgiftsfri semestervecka',
      en: 'A free holiday week',
    },
    description: {
      fi: 'Valitse lapsellesi maksuton lomaviikko. Lomaviikon päivät merkitään poissaoloiksi.',
      sv: 'Välj en avgiftsfri semestervecka för ditt barn. Veckans dagar markeras som frånvaro.',
      en: 'Choose a free holiday week for your child. The days of the week are marked as absences.',
    },
    descriptionLink: {
      fi: 'https://example.fi/lomat',
      sv: 'https://example.fi/sv/semester',
      en: 'https://example.fi/en/holidays',
    },
    periodOptions: [
      { start: monday, end: addDays(monday, 6) },
      { start: addDays(monday, 7), end: addDays(monday, 13) },
    ],
    periodOptionLabel: { fi: 'Maksuton lomaviikko', sv: 'Avgiftsfri semestervecka', en: 'Free holiday week' },
    continuousPlacement: null,
  })
  await insertDevHolidayQuestionnaire(tx, {
    type: 'OPEN_RANGES',
    absenceType: 'FREE_ABSENCE',
    requiresStrongAuth: false,
    active: { start: addDays(today, 7), end: addDays(today, 35) },
    title: { fi: 'Lomakysely', sv: 'Semesterenkät', en: 'Holiday questionnaire' },
    description: {
      fi: 'Kerro, milloin lapsesi on lomalla. Vähintään viiden päivän loma on maksuton.',
      sv: 'Berätta när ditt barn har semester. En semester på minst fem dagar är avgiftsfri.',
      en: 'Tell us when your child is on holiday. A holiday of at least five days is free of charge.',
    },
    descriptionLink: { fi: '', sv: '', en: '' },
    period: { start: addDays(today, 70), end: addDays(today, 84) },
    absenceTypeThreshold: 5,
    continuousPlacement: null,
  })
}
