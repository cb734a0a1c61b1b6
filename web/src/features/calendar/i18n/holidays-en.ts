import { formatDate } from '@citizen/contract/web'
import type { HolidayTexts } from './holidays-fi'

const range = (r: { start: string; end: string }) => `${formatDate(r.start)}–${formatDate(r.end)}`

export const holidaysEn: HolidayTexts = {
  title: 'Holiday questionnaire',
  range,
  cta: {
    questionnaire: (deadline: string) => `Answer the holiday questionnaire by ${formatDate(deadline)}.`,
    answer: 'Answer the holiday questionnaire',
    holiday: (period, deadline) =>
      `Mark your children’s presence and absences for the holiday period ${range(period)} by ${formatDate(deadline)}.`,
    reserve: 'Mark presence',
    partlyAnswered:
      'You have answered the holiday questionnaire for some of your children only. Answer for the others too.',
    lock: 'Requires strong identification',
  },
  modal: {
    info: 'The answer marks the holiday days as the child’s absences. A new answer replaces the earlier one.',
    readMore: 'More information',
    period: (r) => `The questionnaire’s period ${range(r)}`,
    noHoliday: 'No free absence',
    option: (label, r) => (label ? `${label} ${range(r)}` : range(r)),
    answeredBefore: 'Your earlier answer is chosen.',
    ranges: 'Holiday periods',
    rangeLabel: (n) => `Holiday period ${n}`,
    noRanges: 'No holiday periods: the child is not on holiday.',
    addRange: 'Add a holiday period',
    removeRange: (n) => `Remove holiday period ${n}`,
    strongTitle: 'Strong identification needed',
    strongText: 'This holiday questionnaire can be answered with strong identification only.',
    strongLink: 'Identify strongly',
    notImplemented: 'Not yet implemented',
    none: 'There is no open holiday questionnaire.',
    close: 'Close',
    saved: 'Answer saved',
  },
  errors: {
    noAnswer: 'Choose a holiday for at least one child',
    required: 'Give the start and end dates',
    tooEarly: 'The date is too early',
    tooLate: 'The date is too late',
    rangesOverlap: 'Overlapping periods',
    notActive: 'The holiday questionnaire is no longer open. Reload the page.',
    invalid: 'The answer is not accepted: reload the page and answer again.',
  },
}
