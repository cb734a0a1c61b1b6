import type { Language } from '@citizen/contract'

/** The words the iCalendar files use, in the language of the guardian (fi when none of ours) */
export const icsTexts: Record<Language, { discussionTime: string; reservation: string; absent: string }> = {
  fi: { discussionTime: 'Keskusteluaika', reservation: 'Varaus', absent: 'Poissa' },
  sv: { discussionTime: 'Samtalstid', reservation: 'Bokning', absent: 'Frånvarande' },
  en: { discussionTime: 'Discussion time', reservation: 'Reservation', absent: 'Absent' },
}
