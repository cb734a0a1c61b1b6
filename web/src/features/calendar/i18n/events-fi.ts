/** Finnish texts of the calendar's events, discussion times and subscription (issue 29); the source of their type. */
import { formatDate, isoWeekday } from '@citizen/contract/web'

/** A discussion time's day with its weekday: the options read as the days they are */
const day = (date: string) => `${['ma', 'ti', 'ke', 'to', 'pe', 'la', 'su'][isoWeekday(date) - 1]} ${formatDate(date)}`

export const fi = {
  events: {
    heading: 'Tapahtumat',
    count: (n: number) => (n === 1 ? '1 tapahtuma' : `${n} tapahtumaa`),
    download: 'Lataa kalenteriin (.ics)',
    downloadLabel: (title: string) => `Lataa tapahtuma ${title} kalenteriin`,
    period: (start: string, end: string) =>
      start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`,
    loadFailed: 'Tapahtumia ei voitu hakea.',
  },
  discussions: {
    open: 'Keskusteluajat',
    title: 'Keskusteluajat',
    intro: 'Varaa lapsellesi aika varhaiskasvatuskeskusteluun. Voit perua varauksen kaksi arkipäivää ennen.',
    none: 'Lapsillesi ei ole avoimia keskusteluaikakyselyitä.',
    reserved: (date: string, start: string, end: string) => `Varattu ${day(date)} klo ${start}–${end}`,
    notReserved: 'Ei varattu',
    choose: 'Valitse aika',
    show: 'Näytä',
    bookedTime: 'Keskusteluaika',
    close: 'Sulje',
  },
  reservation: {
    title: 'Varaa keskusteluaika',
    child: 'Lapsi',
    survey: 'Kysely',
    timeLabel: 'Valitse yksi vapaa aika',
    time: (date: string, start: string, end: string) => `${day(date)} klo ${start}–${end}`,
    noFreeTimes: 'Vapaita aikoja ei ole jäljellä. Ota yhteyttä henkilökuntaan.',
    required: 'Valitse aika ennen vahvistamista.',
    confirm: 'Vahvista varaus',
    cancel: 'Peruuta',
    back: 'Takaisin',
    booked: (date: string, start: string, end: string) => `Varattu aika: ${day(date)} klo ${start}–${end}`,
    cancelReservation: 'Peru varaus',
    cancelTitle: 'Perutaanko keskusteluaika?',
    cancelText: (time: string) => `Aika ${time} vapautuu muille. Voit varata uuden ajan, jos vapaita aikoja on.`,
    cancelConfirm: 'Peru varaus',
    keep: 'Älä peru',
    deadlinePassed:
      'Varauksen perumisen määräaika on umpeutunut. Jos haluat perua tai muuttaa aikaa, ota yhteyttä henkilökuntaan.',
    alreadyReserved: 'Aika ehdittiin varata toiselle. Valitse toinen aika.',
    deadlineError: 'Aikaa ei voi enää varata tai perua: määräaika on umpeutunut.',
    failureTitle: 'Varaus epäonnistui',
    saved: 'Keskusteluaika varattu',
    cancelled: 'Keskusteluaika peruttu',
    notFound: 'Kyselyä ei löytynyt.',
  },
  subscription: {
    heading: 'Kalenterin tilaus',
    intro:
      'Tilaa lastesi varaukset, poissaolot, tapahtumat ja keskusteluajat omaan kalenteriohjelmaasi. Osoite on salainen: kuka tahansa, jolla se on, näkee kalenterin.',
    none: 'Sinulla ei ole kalenterin tilausta.',
    active: (date: string) => `Tilaus on käytössä (luotu ${date}).`,
    onceOnly: 'Kopioi osoite nyt: turvallisuussyistä se näytetään vain kerran.',
    hiddenUrl: 'Osoite näytettiin luotaessa. Jos et tallentanut sitä, luo uusi osoite.',
    urlLabel: 'Tilausosoite',
    copy: 'Kopioi osoite',
    copied: 'Osoite kopioitu',
    create: 'Luo tilausosoite',
    renew: 'Luo uusi osoite',
    revoke: 'Poista tilaus',
    renewTitle: 'Luodaanko uusi osoite?',
    renewText: 'Vanha osoite lakkaa toimimasta heti, eikä sitä käyttävä kalenteri enää päivity.',
    revokeTitle: 'Poistetaanko tilaus?',
    revokeText: 'Osoite lakkaa toimimasta heti, eikä sitä käyttävä kalenteri enää päivity.',
    confirmRenew: 'Luo uusi osoite',
    confirmRevoke: 'Poista tilaus',
    keep: 'Peruuta',
    failureTitle: 'Tilauksen muutos epäonnistui',
  },
}

export type CalendarEventTexts = typeof fi
