import type { CalendarTexts } from './fi'
import { formatDate } from '@citizen/contract/web'
import { holidaysSv } from './holidays-sv'
import { dateNames } from '../../../i18n/date-names'

// One formatter for every summary: toLocaleString makes a new one each call (a few ms each on a phone)
let hoursFormat: Intl.NumberFormat | undefined
export const sv: CalendarTexts = {
  title: 'Kalender',
  noChildren:
    'Dina barn har ingen plats inom småbarnspedagogik, förskoleundervisning eller klubb, så kalendern har inga anteckningar.',
  month: {
    previous: 'Föregående månad',
    next: 'Nästa månad',
    today: 'I dag',
    week: 'V',
    weekTitle: 'Vecka',
    weekNumber: (n: number) => `Vecka ${n}`,
    fetchPrevious: 'Visa tidigare månader',
    showLater: 'Visa senare månader',
  },
  weekdays: dateNames.sv.weekdays,
  weekdayNames: dateNames.sv.weekdayNames,
  monthNames: dateNames.sv.monthNames,
  day: {
    holiday: 'Helgdag',
    today: 'i dag',
    present: 'Närvarande',
    missing: 'Anmälan saknas',
    termBreak: 'Ingen verksamhet',
    nothing: 'Ingen anteckning',
    opensOn: (date: string) => `Reserveringarna öppnar ${formatDate(date)}`,
    staffMarked: 'antecknad av personalen',
    shiftCare: (times: string) => `kvälls- och skiftomsorg ${times}`,
    open: (date: string) => `Öppna dagen ${date}`,
    select: (date: string) => `Välj ${date}`,
  },
  absenceTypes: {
    OTHER_ABSENCE: 'Frånvarande',
    SICKLEAVE: 'Sjukdom',
    PLANNED_ABSENCE: 'Planerad frånvaro inom skiftvård',
    UNKNOWN_ABSENCE: 'Oanmäld frånvaro',
    FORCE_MAJEURE: 'Avgiftsfri frånvaro',
    PARENTLEAVE: 'Pappaledighet',
    FREE_ABSENCE: 'Avgiftsfri frånvaro',
    UNAUTHORIZED_ABSENCE: 'Oanmäld frånvaro från jourvård',
  },
  holidays: holidaysSv,
  actions: {
    open: 'Ny anteckning',
    reservations: 'Närvaroreserveringar',
    absences: 'Frånvaro',
    selected: (n: number) => (n === 1 ? '1 dag vald' : `${n} dagar valda`),
    reserveSelected: 'Reservera de valda dagarna',
    absentSelected: 'Anmäl frånvaro för de valda dagarna',
    clearSelection: 'Ta bort valen',
  },
  dayView: {
    previous: 'Föregående dag',
    next: 'Nästa dag',
    edit: 'Redigera',
    newAbsence: 'Ny frånvaro',
    close: 'Stäng',
    cancel: 'Avbryt',
    save: 'Spara',
    reservation: 'Reservering',
    attendance: 'Förverkligad närvaro',
    noPlacement: 'Ingen plats denna dag',
    notEditable: 'Den här dagen kan inte ändras.',
    questionnaireAbsence:
      'Frånvaron kommer från ditt svar på semesterenkäten. Medan enkäten är öppen ändrar du den genom att svara på nytt; därefter kontaktar du barnets enhet.',
    notReservable: 'Reserveringar kan inte längre göras för den här dagen. Du kan anmäla frånvaro.',
    holidayClosed: 'Helgdag: enheten är stängd.',
    staffAbsence: (unit: string | null) =>
      `Personalen har antecknat frånvaron. Om den är felaktig, kontakta barnets enhet${unit ? ` (${unit})` : ''}.`,
    notYetOpen: 'Reserveringar kan ännu inte göras för den här dagen. Du kan anmäla frånvaro.',
    holidayClosedForAnswers:
      'Anmälningstiden för semesterperioden har gått ut. Kom överens om ändringar med barnets enhet.',
    fixedSchedule: 'Förskolan har en fast tid: anmäl bara om barnet är närvarande eller frånvarande.',
    usedService: 'Använd service',
    usedServiceAverage: 'Ingen reservering eller antecknad närvaro: räknas som dagens medeltal',
    duration: (h: number, min: number) => (min > 0 ? `${h} h ${min} min` : `${h} h`),
    attendanceOver: 'Förverkligad närvarotid överstiger anmäld tid.',
    unsavedTitle: 'Vill du förkasta ändringarna?',
    unsavedText: (day: string) => `Ändringarna för ${day} har inte sparats.`,
    discard: 'Förkasta ändringarna',
  },
  form: {
    children: 'Barn',
    startsOn: (date: string) => `Börjar ${date}`,
    range: 'Tidsperiod',
    selectedDays: 'Valda dagar',
    repetition: 'Upprepning',
    repetitions: { DAILY: 'Varje dag', WEEKLY: 'Varje vecka', IRREGULAR: 'Oregelbunden' },
    choice: 'Närvaro',
    choices: { TIMES: 'Klockslag', ABSENT: 'Frånvarande', PRESENT: 'Närvarande', NOTHING: 'Ingen anteckning' },
    start: 'Börjar',
    end: 'Slutar',
    rangeLabel: (n: number) => (n === 1 ? 'Tid' : 'Andra tiden'),
    addSecond: 'Lägg till en andra tid',
    removeSecond: 'Ta bort den andra tiden',
    timeHint: 'tt:mm, till exempel 8:00 eller 16.30',
    overnight: 'Över natten: anteckna 23:59 som dagens slut och 00:00 som följande dags början.',
    errors: {
      required: 'Obligatorisk uppgift',
      timeFormat: 'Ange tiden i formatet tt:mm',
      order: 'Sluttiden ska vara efter starttiden',
      overlap: 'Den andra tiden kan inte börja innan den första slutar',
      range: 'Utanför öppettiden',
      noChildren: 'Välj minst ett barn',
      noRange: 'Välj en tidsperiod',
      noDays: 'Det finns inga dagar under perioden som kan reserveras.',
      presentOrAbsent: 'Välj närvarande eller frånvarande',
    },
    errorSummary: 'Kontrollera följande:',
    openingHours: (range: string) => `Öppettid ${range}`,
    rangeOf: (name: string, hours: string) => `Utanför öppettiden (${name} ${hours})`,
    skipped: (n: number) =>
      n === 1
        ? '1 dag kan inte ändras (låst, frånvaron antecknad av personalen eller reserveringarna inte öppna); den hoppas över.'
        : `${n} dagar kan inte ändras (låsta, frånvaron antecknad av personalen eller reserveringarna inte öppna); de hoppas över.`,
    save: 'Spara',
    cancel: 'Avbryt',
    saved: 'Sparat',
    kept: 'Dina osparade anteckningar sparades när sessionen tog slut. Kontrollera dem och spara.',
    leaveTitle: 'Lämna utan att spara?',
    leaveText: 'Du har inte sparat anteckningarna. Om du lämnar sparas de inte.',
    leave: 'Lämna utan att spara',
    stay: 'Fortsätt redigera',
    failureTitle: 'Det gick inte att spara',
    nonReservableDays: 'En del av de valda dagarna kan inte reserveras. Kontrollera dagarna och försök igen.',
    reservableFrom: (date: string) => `Bokningar kan göras från och med ${date}.`,
    nothingToSave: 'Ingenting kan sparas för de valda dagarna.',
    holidayNotOpen: 'Bokningarna för semesterperioden har inte öppnat ännu.',
    holidayReservableFrom: (date: string) => `Bokningar för semesterperioden kan göras från och med ${date}.`,
    fixedScheduleNoTimes:
      'För förskoledagar anges inga klockslag, bara närvarande eller frånvarande. Kontrollera valen och försök igen.',
    absenceNotEditable:
      'Personalen har antecknat en frånvaro för en del av dagarna som du inte kan ändra. Kontakta enheten.',
    attendanceExists: 'Närvaro har redan antecknats för en del av dagarna, så frånvaro kan inte anmälas för dem.',
  },
  reservations: {
    title: 'Närvaroreserveringar',
    info: 'Reservera vårdtiderna för ditt barn. Du kan reservera de dagar som är öppna för reservering.',
  },
  absences: {
    title: 'Frånvaro',
    info: 'Anmäl frånvaro för de valda barnen för hela perioden.',
    type: 'Orsak till frånvaron',
    types: {
      SICKLEAVE: 'Sjukdom',
      OTHER_ABSENCE: 'Annan frånvaro',
      PLANNED_ABSENCE: 'Planerad frånvaro inom skiftvård',
    },
    plannedHint: 'Endast för barn i skiftvård.',
    lockedDays: 'En del av dagarna har antecknats av personalen och kan inte ändras.',
    lockedAbsences: (date: string) =>
      `Bokningarna före ${date} är redan låsta: frånvaro som antecknas för de dagarna kan inte längre ändras tillbaka till en bokning.`,
    closedHolidayPeriod:
      'Perioden infaller under en semesterperiod vars anmälningstid har gått ut. Frånvaron kan återkallas endast via personalen.',
    preschoolBlock:
      'Frånvaro från förskoleundervisningen på över fem dagar av annat skäl än sjukdom kräver en frånvaroansökan.',
    preschoolApplication: (name: string) => `${name}: gör en frånvaroansökan`,
    preschoolContact: (name: string) => `${name}: kontakta barnets förskollärare eller enheten om en frånvaroansökan.`,
    offline: 'En frånvaro kan ändå anmälas: den skickas när anslutningen är tillbaka.',
    queued: 'Frånvaron har sparats på den här enheten. Den skickas av sig själv när nätverket är tillbaka.',
    waiting: 'Väntar på att skickas',
    waitingTitle: 'Inte skickat',
    waitingText: (count: number) =>
      count === 1
        ? 'En frånvaro väntar på den här enheten och skickas när nätverket är tillbaka.'
        : `${count} frånvaron väntar på den här enheten och skickas när nätverket är tillbaka.`,
    refusedTitle: 'Frånvaron sparades inte',
    refusedText: (days: string, reason: string) => `Frånvaron ${days}: ${reason}`,
    refusedOther: 'dagen kan inte längre ändras.',
    dismiss: 'Okej',
  },
  summary: {
    title: (month: string) => `Sammandrag: ${month}`,
    reserved: 'Reserverat',
    used: 'Förverkligat',
    serviceNeed: 'Servicebehov',
    hours: (h: number) => `${(hoursFormat ??= new Intl.NumberFormat('sv-FI')).format(h)} h`,
    reservedOver: (name: string) => `${name}: de reserverade timmarna överskrider servicebehovet.`,
    usedOver: (name: string) => `${name}: de förverkligade timmarna överskrider servicebehovet.`,
    contractDays: (name: string) => `${name}: närvarodagarna är fler än avtalsdagarna.`,
    averaged: (days: number) =>
      days === 1
        ? 'Det förverkligade omfattar 1 dag utan klockslag eller antecknad närvaro, som dagens medeltal.'
        : `Det förverkligade omfattar ${days} dagar utan klockslag eller antecknad närvaro, var och en som dagens medeltal.`,
  },
  notifications: {
    dailyServiceTimeTitle: 'Den dagliga tiden inom småbarnspedagogiken har ändrats',
    dailyServiceTimeText:
      'Ditt barns dagliga tid inom småbarnspedagogiken har ändrats. Kontrollera uppgifterna på barnets sida och i kalendern.',
    dismiss: 'Jag förstår',
    incomeExpiring: (date: string) => `Kom ihåg att uppdatera dina inkomstuppgifter senast ${formatDate(date)}.`,
    incomeHow: 'Gör en inkomstutredning',
  },
}
