/** Finnish texts of the holiday questionnaire (spec 001 "Holiday periods"); the source of their type. */
import { formatDate } from '@citizen/contract/web'

const range = (r: { start: string; end: string }) => `${formatDate(r.start)}–${formatDate(r.end)}`

export const holidaysFi = {
  title: 'Lomakysely',
  range,
  cta: {
    questionnaire: (deadline: string) => `Vastaa lomakyselyyn ${formatDate(deadline)} mennessä.`,
    answer: 'Vastaa lomakyselyyn',
    holiday: (period: { start: string; end: string }, deadline: string) =>
      `Ilmoita lasten läsnä- ja poissaolot lomakaudelle ${range(period)} ${formatDate(deadline)} mennessä.`,
    reserve: 'Ilmoita läsnäolot',
    partlyAnswered: 'Olet vastannut lomakyselyyn vain osan lapsista puolesta. Vastaa myös muiden lasten puolesta.',
    lock: 'Vaatii vahvan tunnistautumisen',
  },
  modal: {
    info: 'Vastaus merkitsee lomapäivät lapsen poissaoloiksi. Aiempi vastaus korvautuu uudella.',
    readMore: 'Lisätietoja',
    period: (r: { start: string; end: string }) => `Kyselyn ajanjakso ${range(r)}`,
    noHoliday: 'Ei maksutonta poissaoloa',
    option: (label: string, r: { start: string; end: string }) => (label ? `${label} ${range(r)}` : range(r)),
    answeredBefore: 'Aiempi vastauksesi on valittuna.',
    ranges: 'Lomajaksot',
    rangeLabel: (n: number) => `Lomajakso ${n}`,
    noRanges: 'Ei lomajaksoja: lapsi ei ole lomalla.',
    addRange: 'Lisää lomajakso',
    removeRange: (n: number) => `Poista lomajakso ${n}`,
    strongTitle: 'Vahva tunnistautuminen tarvitaan',
    strongText: 'Tähän lomakyselyyn voi vastata vain vahvasti tunnistautuneena.',
    strongLink: 'Tunnistaudu vahvasti',
    notImplemented: 'Ei vielä toteutettu',
    none: 'Avoinna olevaa lomakyselyä ei ole.',
    close: 'Sulje',
    saved: 'Vastaus tallennettu',
  },
  errors: {
    noAnswer: 'Valitse loma vähintään yhdelle lapselle',
    required: 'Anna alku- ja loppupäivä',
    tooEarly: 'Päivämäärä on liian aikaisin',
    tooLate: 'Päivämäärä on liian myöhään',
    rangesOverlap: 'Päällekkäiset ajanjaksot',
    notActive: 'Lomakysely ei ole enää avoinna. Lataa sivu uudelleen.',
    invalid: 'Vastaus ei kelpaa: lataa sivu uudelleen ja vastaa uudestaan.',
  },
}

export type HolidayTexts = typeof holidaysFi
