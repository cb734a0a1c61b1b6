/** Finnish texts of the accessibility statement; the source of their type (a feature dictionary: /login does not load them). */
export const fi = {
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
  feedback: 'Jos huomaat palvelussa saavutettavuuspuutteen, kerro siitä meille. Vastaamme 14 päivän kuluessa.',
  feedbackLink: 'Anna saavutettavuuspalautetta',
  enforcementTitle: 'Valvontaviranomainen',
  enforcement:
    'Jos huomaat sivustolla saavutettavuusongelmia, anna ensin palautetta sivuston ylläpitäjälle. Vastauksessa voi mennä 14 päivää. Jos et ole tyytyväinen saamaasi vastaukseen tai et saa vastausta lainkaan kahden viikon aikana, voit tehdä ilmoituksen Etelä-Suomen aluehallintovirastoon.',
  enforcementLink: 'Etelä-Suomen aluehallintoviraston saavutettavuusvalvonta',
}

export type AccessibilityTexts = typeof fi
