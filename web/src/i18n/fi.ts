/**
 * Finnish texts: the source of the Translations type. sv.ts and en.ts are typed against it, so
 * the compiler rejects a missing or extra key. Parameters and plurals are functions.
 */
export const fi = {
  common: {
    cityLabel: '© Esimerkkilän kaupunki',
    serviceName: 'Esimerkkilän varhaiskasvatus',
    loading: 'Ladataan…',
    close: 'Sulje',
    ok: 'OK',
    cancel: 'Peruuta',
    back: 'Takaisin',
    reload: 'Lataa sivu uudelleen',
    newWindow: '(avautuu uuteen ikkunaan)',
    requiresStrongAuth: 'Vaatii vahvan tunnistautumisen',
    errors: {
      fetchFailed: 'Tietojen hakeminen ei onnistunut. Yritä myöhemmin uudelleen.',
      noAccess: 'Sinulla ei ole oikeuksia tähän tietoon.',
      unexpectedTitle: 'Odottamaton virhe',
      unexpectedText: 'Palvelussa tapahtui odottamaton virhe. Virheen tiedot on välitetty ylläpidolle.',
    },
  },
  header: {
    skipToContent: 'Siirry sisältöön',
    mainNavigation: 'Päävalikko',
    calendar: 'Kalenteri',
    messages: 'Viestit',
    children: 'Lapset',
    childrenMenu: 'Lasten tiedot',
    applications: 'Hakemukset',
    decisions: 'Päätökset',
    income: 'Tulotiedot',
    personalDetails: 'Omat tiedot',
    personalDetailsMissingEmail: 'Sähköpostiosoite puuttuu',
    logout: 'Kirjaudu ulos',
    login: 'Kirjaudu sisään',
    menu: 'Valikko',
    userMenu: (name: string) => `Käyttäjävalikko: ${name}`,
    language: 'Kieli',
    languageSwitcher: (current: string) => `Vaihda kieli, nykyinen ${current}`,
    environment: (label: string) => `Ympäristö: ${label}`,
    unreadCount: (n: number) => (n === 1 ? '1 uusi' : `${n} uutta`),
  },
  languages: {
    fi: 'Suomi',
    sv: 'Svenska',
    en: 'English',
  },
  footer: {
    label: 'Alatunniste',
    privacyPolicy: 'Tietosuojaseloste',
    accessibilityStatement: 'Saavutettavuusseloste',
    feedback: 'Anna palautetta',
  },
  notices: {
    offline: 'Ei internetyhteyttä',
    newVersionTitle: 'Palvelusta on uusi versio',
    newVersionText: 'Lataa sivu uudelleen, niin saat uusimman version käyttöösi.',
    sessionExpiringTitle: 'Istuntosi on päättymässä',
    sessionExpiringText: (minutes: number) =>
      `Istuntosi päättyy ${minutes === 1 ? 'minuutin' : `${minutes} minuutin`} kuluttua, jos et käytä palvelua.`,
    sessionContinue: 'Jatka istuntoa',
    sessionExpiredTitle: 'Istuntosi on päättynyt',
    sessionExpiredText: 'Istuntosi on päättynyt turvallisuussyistä. Kirjaudu sisään uudelleen.',
    sessionLoginAgain: 'Kirjaudu uudelleen',
  },
  login: {
    title: 'Varhaiskasvatuksen asiointipalvelu',
    systemNotification: 'Tiedote',
    strongTitle: 'Vahva tunnistautuminen',
    strongInfo:
      'Hakeaksesi lapsellesi paikkaa, nähdäksesi päätökset ja ilmoittaaksesi tulotiedot sinun on tunnistauduttava vahvasti. Vahva tunnistautuminen tarvitaan myös huoltajana asiointiin.',
    strongLink: 'Tunnistaudu pankkitunnuksilla tai mobiilivarmenteella',
    weakTitle: 'Kirjautuminen käyttäjätunnuksella',
    weakInfo:
      'Voit kirjautua käyttäjätunnuksella ja salasanalla, jos lapsesi on jo varhaiskasvatuksessa ja olet ottanut tunnuksen käyttöön Omat tiedot -sivulla. Tällä kirjautumisella voit lukea ja lähettää viestejä, ilmoittaa läsnä- ja poissaoloista ja katsoa lapsesi tietoja.',
    weakLink: 'Kirjaudu käyttäjätunnuksella',
    mapTitle: 'Yksiköt kartalla',
    mapInfo: 'Etsi varhaiskasvatus-, esiopetus- ja kerhopaikkoja kartalta kirjautumatta.',
    mapLink: 'Katso yksiköt kartalla',
    homeScreenTitle: 'Lisää palvelu puhelimen kotinäytölle',
    homeScreenIos: 'iPhone ja iPad (Safari)',
    homeScreenIosSteps: [
      'Avaa palvelu Safari-selaimessa.',
      'Napauta Jaa-painiketta (neliö, josta osoittaa nuoli ylöspäin).',
      'Valitse Lisää Koti-valikkoon.',
      'Napauta Lisää.',
    ],
    homeScreenAndroid: 'Android (Chrome)',
    homeScreenAndroidSteps: [
      'Avaa palvelu Chrome-selaimessa.',
      'Napauta oikean yläkulman kolmen pisteen valikkoa.',
      'Valitse Lisää aloitusnäytölle.',
      'Vahvista valitsemalla Lisää.',
    ],
    loginErrorTitle: 'Tunnistautuminen epäonnistui',
    loginErrorText: 'Tunnistautuminen epäonnistui tai keskeytyi. Palaa kirjautumissivulle ja yritä uudelleen.',
    loginErrorBack: 'Palaa kirjautumiseen',
  },
  weakLogin: {
    title: 'Kirjaudu käyttäjätunnuksella',
    back: 'Takaisin kirjautumissivulle',
    username: 'Käyttäjätunnus (sähköpostiosoite)',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    submitting: 'Kirjaudutaan…',
    wrongCredentials: 'Väärä käyttäjätunnus tai salasana.',
    rateLimited: 'Käyttäjätunnus on tilapäisesti lukittu liian monen kirjautumisyrityksen vuoksi. Yritä myöhemmin uudelleen.',
    failed: 'Kirjautuminen epäonnistui. Yritä myöhemmin uudelleen.',
    help: 'Käyttäjätunnus on sähköpostiosoitteesi. Jos et ole ottanut tunnusta käyttöön, kirjaudu vahvasti ja ota se käyttöön Omat tiedot -sivulla.',
  },
  notFound: {
    title: 'Sivua ei löytynyt',
    text: 'Etsimääsi sivua ei löytynyt. Tarkista osoite tai palaa etusivulle.',
    home: 'Etusivulle',
  },
  accessibility: {
    title: 'Saavutettavuusseloste',
    intro:
      'Tämä saavutettavuusseloste koskee Esimerkkilän kaupungin varhaiskasvatuksen asiointipalvelua. Palvelua koskee laki digitaalisten palvelujen tarjoamisesta, jossa edellytetään, että julkisten verkkopalvelujen on oltava saavutettavia.',
    statusTitle: 'Palvelun saavutettavuuden tila',
    status:
      'Palvelu täyttää saavutettavuusvaatimukset (WCAG 2.1 -kriteeristö, taso AA) osittain. Tunnetut puutteet on lueteltu alla.',
    problemsTitle: 'Ei-saavutettava sisältö',
    problems: [
      'Kartalla yksiköiden sijainnit näkyvät vain visuaalisesti; samat yksiköt ovat luettavissa kartan viereisestä listasta.',
      'Osa käyttäjien lataamista liitteistä (esimerkiksi skannatut todistukset) ei ole ruudunlukijalla luettavissa.',
      'Henkilökunnan laatimien päätösten ja asiakirjojen PDF-tiedostot eivät välttämättä ole täysin saavutettavia.',
    ],
    dateTitle: 'Saavutettavuusselosteen laatiminen',
    date: 'Tämä seloste on laadittu 12.4.2022. Palvelun saavutettavuus on arvioitu itsearviointina.',
    feedbackTitle: 'Palaute ja yhteystiedot',
    feedback:
      'Jos huomaat palvelussa saavutettavuuspuutteen, kerro siitä meille. Vastaamme 14 päivän kuluessa.',
    feedbackLink: 'Anna saavutettavuuspalautetta',
    enforcementTitle: 'Valvontaviranomainen',
    enforcement:
      'Jos huomaat sivustolla saavutettavuusongelmia, anna ensin palautetta sivuston ylläpitäjälle. Vastauksessa voi mennä 14 päivää. Jos et ole tyytyväinen saamaasi vastaukseen tai et saa vastausta lainkaan kahden viikon aikana, voit tehdä ilmoituksen Etelä-Suomen aluehallintovirastoon.',
    enforcementLink: 'Etelä-Suomen aluehallintoviraston saavutettavuusvalvonta',
  },
}

export type Translations = typeof fi
