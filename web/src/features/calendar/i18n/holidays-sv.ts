import { formatDate } from '@citizen/contract/web'
import type { HolidayTexts } from './holidays-fi'

const range = (r: { start: string; end: string }) => `${formatDate(r.start)}–${formatDate(r.end)}`

export const holidaysSv: HolidayTexts = {
  title: 'Semesterenkät',
  range,
  cta: {
    questionnaire: (deadline: string) => `Svara på semesterenkäten senast ${formatDate(deadline)}.`,
    answer: 'Svara på semesterenkäten',
    holiday: (period, deadline) =>
      `Anmäl barnens när- och frånvaro för semesterperioden ${range(period)} senast ${formatDate(deadline)}.`,
    reserve: 'Anmäl närvaro',
    partlyAnswered: 'Du har svarat på semesterenkäten för bara en del av barnen. Svara också för de andra barnen.',
    lock: 'Kräver stark autentisering',
  },
  modal: {
    info: 'Svaret markerar semesterdagarna som barnets frånvaro. Ett nytt svar ersätter det tidigare.',
    readMore: 'Mer information',
    period: (r) => `Enkätens period ${range(r)}`,
    noHoliday: 'Ingen avgiftsfri frånvaro',
    option: (label, r) => (label ? `${label} ${range(r)}` : range(r)),
    answeredBefore: 'Ditt tidigare svar är valt.',
    ranges: 'Semesterperioder',
    rangeLabel: (n) => `Semesterperiod ${n}`,
    noRanges: 'Inga semesterperioder: barnet har ingen semester.',
    addRange: 'Lägg till semesterperiod',
    removeRange: (n) => `Ta bort semesterperiod ${n}`,
    strongTitle: 'Stark autentisering behövs',
    strongText: 'Du kan svara på den här semesterenkäten endast med stark autentisering.',
    strongLink: 'Identifiera dig starkt',
    notImplemented: 'Inte ännu genomfört',
    none: 'Det finns ingen öppen semesterenkät.',
    close: 'Stäng',
    saved: 'Svaret har sparats',
  },
  errors: {
    noAnswer: 'Välj semester för minst ett barn',
    required: 'Ange start- och slutdatum',
    tooEarly: 'Datumet är för tidigt',
    tooLate: 'Datumet är för sent',
    rangesOverlap: 'Överlappande perioder',
    notActive: 'Semesterenkäten är inte längre öppen. Ladda om sidan.',
    invalid: 'Svaret godkänns inte: ladda om sidan och svara på nytt.',
  },
}
