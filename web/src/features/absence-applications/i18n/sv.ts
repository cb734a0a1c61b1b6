import type { AbsenceApplicationTexts } from './fi'

export const sv: AbsenceApplicationTexts = {
  section: {
    title: 'Frånvaroansökningar',
    intro:
      'Ett barn får vara frånvarande från förskoleundervisningen i över en vecka endast av godtagbart skäl. Ansök om frånvaron; enhetens ledare fattar beslut.',
    none: 'Inga frånvaroansökningar har gjorts för barnet.',
    new: 'Ny frånvaroansökan',
    period: 'Period',
    description: 'Orsak',
    status: 'Status',
    sent: 'Skickad',
    decided: 'Beslutad',
    rejectedReason: 'Motivering till avslaget',
    statuses: { WAITING_DECISION: 'Väntar på beslut', ACCEPTED: 'Godkänd', REJECTED: 'Avslagen' },
    cancel: 'Återta ansökan',
    cancelTitle: 'Vill du återta frånvaroansökan?',
    cancelText: (period: string) =>
      `Ansökan för perioden ${period} återtas och tas bort. Enheten behandlar den inte. Du kan vid behov göra en ny ansökan.`,
    cancelConfirm: 'Återta ansökan',
    keep: 'Återta inte',
    cancelled: 'Frånvaroansökan återtogs',
    cancelFailed: 'Ansökan kunde inte återtas',
    alreadyDecided: 'Ansökan har redan behandlats och kan inte längre återtas.',
  },
  form: {
    title: 'Frånvaroansökan',
    back: 'Tillbaka till barnets sida',
    intro:
      'Ansök om frånvaro från förskoleundervisningen när barnet är borta i över en vecka av annat skäl än sjukdom. Enhetens ledare behandlar ansökan och beslutet syns på barnets sida.',
    child: 'Barn',
    allowed: 'Ansökan kan göras för dessa perioder (barnets förskoleundervisning):',
    noAllowed: 'Barnet har ingen kommande förskoleundervisning, så en frånvaroansökan kan inte göras.',
    range: 'Frånvarons period',
    rangeHint: 'dd.mm.åååå – dd.mm.åååå',
    description: 'Orsak till frånvaron',
    descriptionHint: 'Berätta varför barnet är borta från förskoleundervisningen.',
    confirm:
      'Jag bekräftar att uppgifterna är riktiga och att jag ser till att målen för barnets förskoleundervisning nås under frånvaron.',
    send: 'Skicka ansökan',
    cancel: 'Avbryt',
    sent: 'Frånvaroansökan skickades',
    failed: 'Ansökan kunde inte skickas',
    errorSummary: 'Kontrollera dessa uppgifter:',
    kept: 'Uppgifter som du tidigare fyllt i men inte skickat har återställts i formuläret.',
    leaveTitle: 'Vill du lämna formuläret?',
    leaveText: 'Ansökan har inte skickats. Uppgifterna du fyllt i går förlorade.',
    leave: 'Lämna',
    stay: 'Fortsätt med ansökan',
    errors: {
      required: 'Obligatorisk uppgift',
      tooLong: 'Texten är för lång',
      beforeToday: 'Perioden kan inte börja före i dag',
      invalidDateRange:
        'Barnet har inte förskoleundervisning under hela den valda perioden. Välj en tid bland perioderna ovan.',
      confirm: 'Bekräfta uppgifterna',
    },
    serverErrors: {
      startBeforeToday: 'Perioden kan inte börja före i dag.',
      noPreschool: 'Barnet har ingen kommande förskoleundervisning.',
      invalidDateRange: 'Barnet har inte förskoleundervisning under hela den valda perioden.',
    },
  },
}
