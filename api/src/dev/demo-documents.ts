import { addDays, TemplateContentSchema } from '@citizen/contract'
import { demoChildId, demoPersonId, type Demo } from './demo-personas'
import type { FileStorage } from '../platform/files'
import {
  insertDevChildDocument,
  insertDevDocumentTemplate,
  insertDevPedagogicalDocument,
  type DocumentBody,
  type TemplateBody,
} from './documents'

/**
 * The demo's documents, all for Eetu Virtanen (one-child: Aino Virtanen is his guardian):
 * - a "Varhaiskasvatuksen aloituskysely" (CITIZEN_BASIC, one question of every type) waiting in
 *   CITIZEN_DRAFT for Aino: the calendar's notice and the fill-in view;
 * - his early childhood education plan (VASU, COMPLETED, read) and a decision on support
 *   (OTHER_DECISION, COMPLETED, ACCEPTED, unread), each with questions and answers of its own;
 * - twelve pedagogical documents over the last months (two pages on a desktop), the newest with
 *   a long description and a file (unread), an older one read; the files only when the app's
 *   storage is at hand.
 */
/** The plan's questions: what a unit's plan asks of the child and the family */
const PLAN = TemplateContentSchema.parse({
  sections: [
    {
      id: 'child',
      label: 'Lapsen vahvuudet ja kiinnostuksen kohteet',
      questions: [
        { id: 'strengths', type: 'TEXT', label: 'Missä lapsi on hyvä ja mistä hän innostuu?', multiline: true },
        { id: 'family', type: 'TEXT', label: 'Huoltajien toiveet varhaiskasvatukselle', multiline: true },
      ],
    },
    {
      id: 'goals',
      label: 'Tavoitteet',
      questions: [
        { id: 'goals', type: 'TEXT', label: 'Pedagogiset tavoitteet ja keinot', multiline: true },
        { id: 'review', type: 'DATE', label: 'Suunnitelma arvioidaan viimeistään' },
      ],
    },
  ],
})

/** The support decision's questions: the level of support, the measures and the reasons */
const SUPPORT_DECISION = TemplateContentSchema.parse({
  sections: [
    {
      id: 'decision',
      label: 'Päätös',
      questions: [
        {
          id: 'summary',
          type: 'STATIC_TEXT_DISPLAY',
          label: 'Päätöksen sisältö',
          text: 'Lapselle annetaan tukea varhaiskasvatuksessa alla kuvatulla tavalla.',
        },
        {
          id: 'level',
          type: 'RADIO_BUTTON_GROUP',
          label: 'Tuen taso',
          options: [
            { id: 'general', label: 'Yleinen tuki' },
            { id: 'intensified', label: 'Tehostettu tuki' },
            { id: 'special', label: 'Erityinen tuki' },
          ],
        },
        {
          id: 'measures',
          type: 'CHECKBOX_GROUP',
          label: 'Tukitoimet',
          options: [
            { id: 'consultation', label: 'Varhaiskasvatuksen erityisopettajan konsultaatio' },
            { id: 'assistant', label: 'Ryhmäavustaja' },
            { id: 'smaller-group', label: 'Pienennetty ryhmäkoko' },
          ],
        },
        { id: 'reasons', type: 'TEXT', label: 'Perustelut', multiline: true },
      ],
    },
  ],
})

export async function insertDemoDocuments({ tx, today, now, personas, files }: Demo): Promise<void> {
  const eetu = demoChildId(personas, 'Eetu', 'one-child')
  const aino = await demoPersonId(tx, personas, 'one-child')
  const morning = (days: number) => `${addDays(today, days)}T08:00:00Z`
  /** A template of the municipality's, in Finnish, in use since a year ago */
  const template = (fields: Omit<TemplateBody, 'language' | 'validFrom' | 'validTo'>) =>
    insertDevDocumentTemplate(tx, { language: 'fi', validFrom: addDays(today, -365), validTo: null, ...fields })
  /** Eetu's document, published, answered by no citizen yet */
  const eetusDocument = (fields: Omit<DocumentBody, 'childId' | 'answeredBy'>) =>
    insertDevChildDocument(tx, { childId: eetu, answeredBy: null, ...fields }, now)

  const survey = await template({
    name: 'Varhaiskasvatuksen aloituskysely',
    type: 'CITIZEN_BASIC',
    legalBasis: 'Varhaiskasvatuslaki 540/2018',
    confidentiality: { durationYears: 25, basis: 'JulkL 24.1 §:n 30 k.' },
  })
  await eetusDocument({
    templateId: survey,
    status: 'CITIZEN_DRAFT',
    publishedAt: morning(-2),
    decision: null,
    readBy: [],
  })
  const plan = await template({
    name: 'Lapsen varhaiskasvatussuunnitelma',
    type: 'VASU',
    legalBasis: 'Varhaiskasvatuslaki 540/2018 23 §',
    confidentiality: { durationYears: 25, basis: 'JulkL 24.1 §:n 30 k.' },
    content: PLAN,
  })
  await eetusDocument({
    templateId: plan,
    status: 'COMPLETED',
    publishedAt: morning(-60),
    decision: null,
    readBy: [aino],
    content: {
      answers: [
        {
          questionId: 'strengths',
          type: 'TEXT',
          answer: 'Eetu rakentaa mielellään palikoista ja kertoo rakennelmistaan tarinoita. Hän innostuu luonnosta.',
        },
        { questionId: 'family', type: 'TEXT', answer: 'Toivomme paljon ulkoilua ja rauhallisia aamuja.' },
        {
          questionId: 'goals',
          type: 'TEXT',
          answer: 'Vuorovaikutustaidot leikissä: harjoittelemme vuorottelua pienryhmässä.',
        },
        { questionId: 'review', type: 'DATE', answer: addDays(today, 120) },
      ],
    },
  })
  const decision = await template({
    name: 'Päätös tuesta varhaiskasvatuksessa',
    type: 'OTHER_DECISION',
    legalBasis: 'Varhaiskasvatuslaki 540/2018 15 b §',
    confidentiality: null,
    content: SUPPORT_DECISION,
  })
  await eetusDocument({
    templateId: decision,
    status: 'COMPLETED',
    publishedAt: morning(-20),
    decision: {
      status: 'ACCEPTED',
      decisionNumber: 1024,
      validFrom: addDays(today, -20),
      validTo: null,
      annulmentReason: '',
    },
    readBy: [],
    content: {
      answers: [
        { questionId: 'summary', type: 'STATIC_TEXT_DISPLAY', answer: null },
        { questionId: 'level', type: 'RADIO_BUTTON_GROUP', answer: 'intensified' },
        {
          questionId: 'measures',
          type: 'CHECKBOX_GROUP',
          answer: [
            { optionId: 'consultation', extra: '' },
            { optionId: 'assistant', extra: '' },
          ],
        },
        {
          questionId: 'reasons',
          type: 'TEXT',
          answer: 'Eetu tarvitsee säännöllistä tukea siirtymätilanteissa ja ryhmässä toimimisessa.',
        },
      ],
    },
  })

  const topics = [
    'Metsäretki: etsimme syksyn lehtiä ja tunnistimme puita. Eetu kertoi innostuneena koivun ja vaahteran eroista ja keräsi ryhmälle kauneimmat lehdet, joista teimme yhdessä ison kollaasin eteisen seinälle.',
    'Askartelimme lyhdyt pimeneviin iltoihin.',
    'Musiikkituokio: rytmisoittimet ja laulut.',
    'Liikuntasalissa harjoittelimme kuperkeikkoja.',
    'Leivoimme sämpylöitä ryhmän kanssa.',
    'Satutuokio: Eetu kertoi oman tarinansa.',
    'Rakensimme lumilinnan pihalle.',
    'Tutkimme vettä ja jäätä.',
    'Kirjastokäynti ja satuhetki.',
    'Teatteriesitys vanhemmille.',
    'Kevätretki lähipuistoon.',
    'Ensimmäinen viikko ryhmässä.',
  ]
  for (const [i, description] of topics.entries()) {
    const withFile = files && (i === 0 || i === 4)
    await insertDevPedagogicalDocument(
      tx,
      files as FileStorage,
      {
        childId: eetu,
        description,
        createdAt: morning(-3 - i * 14),
        attachments: withFile
          ? [{ name: i === 0 ? 'metsaretki.pdf' : 'leipominen.pdf', contentType: 'application/pdf' }]
          : [],
        readBy: i === 4 ? [aino] : [],
      },
      now,
    )
  }
}
