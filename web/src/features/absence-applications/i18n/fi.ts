/** Finnish texts of the absence applications (the child page's section and the form); the source of their type. */
export const fi = {
  section: {
    title: 'Poissaolohakemukset',
    intro:
      'Esiopetuksesta saa olla poissa yli viikon vain hyväksyttävästä syystä. Hae poissaoloa hakemuksella; yksikön johtaja päättää siitä.',
    none: 'Lapselle ei ole tehty poissaolohakemuksia.',
    new: 'Uusi poissaolohakemus',
    period: 'Ajanjakso',
    description: 'Syy',
    status: 'Tila',
    sent: 'Lähetetty',
    decided: 'Päätetty',
    rejectedReason: 'Hylkäyksen perustelu',
    statuses: { WAITING_DECISION: 'Odottaa päätöstä', ACCEPTED: 'Hyväksytty', REJECTED: 'Hylätty' },
    cancel: 'Peru hakemus',
    cancelTitle: 'Perutaanko poissaolohakemus?',
    cancelText: (period: string) =>
      `Hakemus ajalle ${period} perutaan ja poistetaan. Yksikkö ei käsittele sitä. Voit tehdä tarvittaessa uuden hakemuksen.`,
    cancelConfirm: 'Peru hakemus',
    keep: 'Älä peru',
    cancelled: 'Poissaolohakemus peruttiin',
    cancelFailed: 'Hakemuksen peruminen ei onnistunut',
    alreadyDecided: 'Hakemus on jo käsitelty, eikä sitä voi enää perua.',
  },
  form: {
    title: 'Poissaolohakemus',
    back: 'Takaisin lapsen sivulle',
    intro:
      'Hae poissaoloa esiopetuksesta, kun lapsi on poissa yli viikon muusta syystä kuin sairauden vuoksi. Yksikön johtaja käsittelee hakemuksen, ja saat tiedon päätöksestä lapsen sivulle.',
    child: 'Lapsi',
    allowed: 'Hakemuksen voi tehdä näille ajoille (lapsen esiopetus):',
    noAllowed: 'Lapsella ei ole tulevaa esiopetusta, joten poissaolohakemusta ei voi tehdä.',
    range: 'Poissaolon ajanjakso',
    rangeHint: 'pp.kk.vvvv – pp.kk.vvvv',
    description: 'Poissaolon syy',
    descriptionHint: 'Kerro, miksi lapsi on poissa esiopetuksesta.',
    confirm:
      'Vahvistan, että tiedot ovat oikein ja että huolehdin lapsen esiopetuksen tavoitteiden saavuttamisesta poissaolon aikana.',
    send: 'Lähetä hakemus',
    cancel: 'Peruuta',
    sent: 'Poissaolohakemus lähetettiin',
    failed: 'Hakemuksen lähettäminen ei onnistunut',
    errorSummary: 'Tarkista nämä tiedot:',
    kept: 'Lomakkeelle palautettiin aiemmin syöttämäsi tiedot, joita ei vielä lähetetty.',
    leaveTitle: 'Poistutaanko lomakkeelta?',
    leaveText: 'Hakemusta ei ole lähetetty. Syöttämäsi tiedot menetetään.',
    leave: 'Poistu',
    stay: 'Jatka hakemusta',
    errors: {
      required: 'Pakollinen tieto',
      tooLong: 'Teksti on liian pitkä',
      beforeToday: 'Ajanjakso ei voi alkaa ennen tätä päivää',
      invalidDateRange: 'Lapsella ei ole esiopetusta koko valitulla ajanjaksolla. Valitse aika yllä luetelluista.',
      confirm: 'Vahvista tiedot',
    },
    serverErrors: {
      startBeforeToday: 'Ajanjakso ei voi alkaa ennen tätä päivää.',
      noPreschool: 'Lapsella ei ole tulevaa esiopetusta.',
      invalidDateRange: 'Lapsella ei ole esiopetusta koko valitulla ajanjaksolla.',
    },
  },
}

export type AbsenceApplicationTexts = typeof fi
