/** Finnish texts of the calendar (spec 001 "Calendar screen"); the source of their type. */
import type { AbsenceType, Repetition } from '@citizen/contract/web'
import { formatDate } from '@citizen/contract/web'
import { holidaysFi } from './holidays-fi'
import { dateNames } from '../../../i18n/date-names'

// One formatter for every summary: toLocaleString makes a new one each call (a few ms each on a phone)
let hoursFormat: Intl.NumberFormat | undefined
export const fi = {
  title: 'Kalenteri',
  noChildren: 'Lapsillasi ei ole varhaiskasvatus-, esiopetus- tai kerhopaikkaa, joten kalenterissa ei ole merkintöjä.',
  month: {
    previous: 'Edellinen kuukausi',
    next: 'Seuraava kuukausi',
    today: 'Tänään',
    week: 'Vko',
    weekTitle: 'Viikko',
    weekNumber: (n: number) => `Viikko ${n}`,
    fetchPrevious: 'Näytä aiemmat kuukaudet',
    showLater: 'Näytä myöhemmät kuukaudet',
  },
  weekdays: dateNames.fi.weekdays,
  weekdayNames: dateNames.fi.weekdayNames,
  monthNames: dateNames.fi.monthNames,
  day: {
    holiday: 'Pyhäpäivä',
    today: 'tänään',
    present: 'Läsnä',
    missing: 'Ilmoitus puuttuu',
    termBreak: 'Ei toimintaa',
    nothing: 'Ei merkintää',
    opensOn: (date: string) => `Varaukset avautuvat ${formatDate(date)}`,
    staffMarked: 'merkitty henkilökunnan toimesta',
    shiftCare: (times: string) => `ilta- ja vuorohoitoa ${times}`,
    open: (date: string) => `Avaa päivä ${date}`,
    select: (date: string) => `Valitse ${date}`,
  },
  absenceTypes: {
    OTHER_ABSENCE: 'Poissa',
    SICKLEAVE: 'Sairaus',
    PLANNED_ABSENCE: 'Vuorohoidon suunniteltu poissaolo',
    UNKNOWN_ABSENCE: 'Ilmoittamaton poissaolo',
    FORCE_MAJEURE: 'Maksuton poissaolo',
    PARENTLEAVE: 'Isyysvapaa',
    FREE_ABSENCE: 'Maksuton poissaolo',
    UNAUTHORIZED_ABSENCE: 'Ilmoittamaton päivystyksen poissaolo',
  } satisfies Record<AbsenceType, string>,
  holidays: holidaysFi,
  actions: {
    open: 'Uusi merkintä',
    reservations: 'Läsnäolovaraukset',
    absences: 'Poissaolot',
    selected: (n: number) => (n === 1 ? '1 päivä valittu' : `${n} päivää valittu`),
    reserveSelected: 'Tee varaukset valituille päiville',
    absentSelected: 'Ilmoita poissaolo valituille päiville',
    clearSelection: 'Poista valinnat',
  },
  dayView: {
    previous: 'Edellinen päivä',
    next: 'Seuraava päivä',
    edit: 'Muokkaa',
    newAbsence: 'Uusi poissaolo',
    close: 'Sulje',
    cancel: 'Peruuta',
    save: 'Tallenna',
    reservation: 'Varaus',
    attendance: 'Toteutunut läsnäolo',
    noPlacement: 'Ei hoitopaikkaa tänä päivänä',
    notEditable: 'Tätä päivää ei voi muuttaa.',
    questionnaireAbsence:
      'Poissaolo tulee vastauksestasi loma-ajan kyselyyn. Kun kysely on auki, muuta sitä vastaamalla uudelleen; sen jälkeen ota yhteyttä lapsen yksikköön.',
    notReservable: 'Varauksia ei voi enää tehdä tälle päivälle. Poissaolon voit ilmoittaa.',
    holidayClosed: 'Pyhäpäivä: yksikkö on kiinni.',
    staffAbsence: (unit: string | null) =>
      `Henkilökunta on merkinnyt poissaolon. Jos se on virheellinen, ota yhteyttä lapsen yksikköön${unit ? ` (${unit})` : ''}.`,
    notYetOpen: 'Varauksia ei voi vielä tehdä tälle päivälle. Poissaolon voit ilmoittaa.',
    holidayClosedForAnswers: 'Loma-ajan ilmoitusaika on päättynyt. Muutoksista sovitaan lapsen yksikön kanssa.',
    fixedSchedule: 'Esiopetus on kiinteään aikaan: ilmoita vain, onko lapsi läsnä vai poissa.',
    usedService: 'Käytetty palvelu',
    usedServiceAverage: 'Ei varausta eikä kirjattua läsnäoloa: lasketaan päivän keskiarvona',
    duration: (h: number, min: number) => (min > 0 ? `${h} h ${min} min` : `${h} h`),
    attendanceOver: 'Toteutunut läsnäoloaika ylittää ilmoitetun ajan.',
    unsavedTitle: 'Hylätäänkö muutokset?',
    unsavedText: (day: string) => `Päivän ${day} muutoksia ei ole tallennettu.`,
    discard: 'Hylkää muutokset',
  },
  form: {
    children: 'Lapset',
    startsOn: (date: string) => `Aloittaa ${date}`,
    range: 'Aikaväli',
    selectedDays: 'Valitut päivät',
    repetition: 'Toistuvuus',
    repetitions: {
      DAILY: 'Joka päivä',
      WEEKLY: 'Viikoittain',
      IRREGULAR: 'Epäsäännöllinen',
    } satisfies Record<Repetition, string>,
    choice: 'Läsnäolo',
    choices: { TIMES: 'Kellonajat', ABSENT: 'Poissa', PRESENT: 'Läsnä', NOTHING: 'Ei merkintää' },
    start: 'Alkaa',
    end: 'Päättyy',
    rangeLabel: (n: number): string => (n === 1 ? 'Aika' : 'Toinen aika'),
    addSecond: 'Lisää toinen aika',
    removeSecond: 'Poista toinen aika',
    timeHint: 'tt:mm, esimerkiksi 8:00 tai 16.30',
    overnight: 'Yön yli: merkitse päivän loppuun 23:59 ja seuraavan päivän alkuun 00:00.',
    errors: {
      required: 'Pakollinen tieto',
      timeFormat: 'Anna aika muodossa tt:mm',
      order: 'Päättymisajan täytyy olla alkamisajan jälkeen',
      overlap: 'Toinen aika ei voi alkaa ennen kuin ensimmäinen päättyy',
      range: 'Aukioloajan ulkopuolella',
      noChildren: 'Valitse vähintään yksi lapsi',
      noRange: 'Valitse aikaväli',
      noDays: 'Aikavälillä ei ole päiviä, joille voi tehdä varauksia.',
      presentOrAbsent: 'Valitse läsnä tai poissa',
    },
    errorSummary: 'Tarkista seuraavat kohdat:',
    openingHours: (range: string) => `Aukioloaika ${range}`,
    rangeOf: (name: string, hours: string) => `Aukioloajan ulkopuolella (${name} ${hours})`,
    skipped: (n: number) =>
      n === 1
        ? '1 päivää ei voi muuttaa (lukittu, poissaolo henkilökunnan merkitsemä tai varaukset eivät ole auki); se ohitetaan.'
        : `${n} päivää ei voi muuttaa (lukittu, poissaolo henkilökunnan merkitsemä tai varaukset eivät ole auki); ne ohitetaan.`,
    save: 'Tallenna',
    cancel: 'Peruuta',
    saved: 'Tallennettu',
    kept: 'Tallentamattomat merkintäsi säilyivät istunnon päättyessä. Tarkista ne ja tallenna.',
    leaveTitle: 'Poistutaanko tallentamatta?',
    leaveText: 'Et ole tallentanut merkintöjä. Jos poistut, ne eivät tallennu.',
    leave: 'Poistu tallentamatta',
    stay: 'Jatka muokkausta',
    failureTitle: 'Tallentaminen ei onnistunut',
    nonReservableDays: 'Osa valituista päivistä ei ole varattavissa. Tarkista päivät ja yritä uudelleen.',
    reservableFrom: (date: string) => `Varauksia voi tehdä ${date} alkaen.`,
    nothingToSave: 'Valituille päiville ei voi tallentaa mitään.',
    holidayNotOpen: 'Loma-ajan varaukset eivät ole vielä auki.',
    holidayReservableFrom: (date: string) => `Loma-ajan varauksia voi tehdä ${date} alkaen.`,
    fixedScheduleNoTimes:
      'Esiopetuspäiville ei merkitä kellonaikoja, vain läsnä tai poissa. Tarkista valinnat ja yritä uudelleen.',
    absenceNotEditable:
      'Henkilökunta on merkinnyt osalle päivistä poissaolon, jota et voi muuttaa. Ota yhteyttä yksikköön.',
    attendanceExists: 'Osalle päivistä on jo merkitty läsnäolo, joten niille ei voi ilmoittaa poissaoloa.',
  },
  reservations: {
    title: 'Läsnäolovaraukset',
    info: 'Varaa lapsellesi hoitoajat. Voit tehdä varauksia varattavissa oleville päiville.',
  },
  absences: {
    title: 'Poissaolo',
    info: 'Ilmoita poissaolo valituille lapsille koko aikavälille.',
    type: 'Poissaolon syy',
    types: {
      SICKLEAVE: 'Sairaus',
      OTHER_ABSENCE: 'Muu poissaolo',
      PLANNED_ABSENCE: 'Vuorohoidon suunniteltu poissaolo',
    },
    plannedHint: 'Vain vuorohoidossa oleville lapsille.',
    lockedDays: 'Osa päivistä on henkilökunnan merkitsemiä, eikä niitä voi muuttaa.',
    lockedAbsences: (date: string) =>
      `Varaukset ennen ${date} ovat jo lukittuneet: niille päiville merkittyä poissaoloa ei voi enää muuttaa takaisin varaukseksi.`,
    closedHolidayPeriod:
      'Aikaväli osuu loma-aikaan, jonka ilmoitusaika on päättynyt. Poissaoloa voi perua vain henkilökunnan kautta.',
    preschoolBlock:
      'Esiopetuksen poissaolo, joka on yli viisi päivää muuta kuin sairautta, vaatii poissaolohakemuksen.',
    preschoolApplication: (name: string) => `${name}: tee poissaolohakemus`,
    preschoolContact: (name: string) =>
      `${name}: ota yhteyttä lapsen esiopettajaan tai yksikköön poissaolohakemuksesta.`,
    offline: 'Poissaolon voi silti ilmoittaa: se lähetetään, kun yhteys palaa.',
    queued: 'Poissaolo on tallennettu tälle laitteelle. Se lähetetään itsestään, kun verkkoyhteys palaa.',
    waiting: 'Odottaa lähetystä',
    waitingTitle: 'Lähettämättä',
    waitingText: (count: number) =>
      count === 1
        ? 'Yksi poissaolo odottaa tällä laitteella ja lähetetään, kun verkkoyhteys palaa.'
        : `${count} poissaoloa odottaa tällä laitteella ja lähetetään, kun verkkoyhteys palaa.`,
    refusedTitle: 'Poissaoloa ei tallennettu',
    refusedText: (days: string, reason: string) => `Poissaolo ${days}: ${reason}`,
    refusedOther: 'päivää ei voi enää muuttaa.',
    dismiss: 'Selvä',
  },
  summary: {
    title: (month: string) => `Yhteenveto: ${month}`,
    reserved: 'Varattu',
    used: 'Toteutunut',
    serviceNeed: 'Palveluntarve',
    hours: (h: number) => `${(hoursFormat ??= new Intl.NumberFormat('fi-FI')).format(h)} h`,
    reservedOver: (name: string) => `${name}: varatut tunnit ylittävät palveluntarpeen.`,
    usedOver: (name: string) => `${name}: toteutuneet tunnit ylittävät palveluntarpeen.`,
    contractDays: (name: string) => `${name}: läsnäolopäiviä on enemmän kuin sopimuspäiviä.`,
    averaged: (days: number) =>
      days === 1
        ? 'Toteutuneessa on mukana 1 päivä ilman kellonaikoja tai kirjattua läsnäoloa, päivän keskiarvona.'
        : `Toteutuneessa on mukana ${days} päivää ilman kellonaikoja tai kirjattua läsnäoloa, kukin päivän keskiarvona.`,
  },
  notifications: {
    dailyServiceTimeTitle: 'Päivittäinen varhaiskasvatusaika muuttunut',
    dailyServiceTimeText:
      'Lapsesi päivittäistä varhaiskasvatusaikaa on muutettu. Tarkista tiedot lapsen sivulta ja kalenterista.',
    dismiss: 'Selvä',
    incomeExpiring: (date: string) => `Muista päivittää tulotietosi ${formatDate(date)} mennessä.`,
    incomeHow: 'Tee tuloselvitys',
  },
}

export type CalendarTexts = typeof fi
