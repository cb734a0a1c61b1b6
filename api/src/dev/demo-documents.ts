import type { Persona } from '@citizen/contract'
import { addDays, TemplateContentSchema, type DocumentContent } from '@citizen/contract'
import type { Tx } from '../platform/db/database'
import type { FileStorage } from '../platform/files'
import { insertDevChildDocument, insertDevDocumentTemplate, insertDevPedagogicalDocument } from './documents'

/**
 * The demo's documents, all for Eetu Virtanen (one-child: Aino Virtanen is his guardian):
 * - a "Varhaiskasvatuksen aloituskysely" (CITIZEN_BASIC, one question of every type) waiting in
 *   CITIZEN_DRAFT for Aino: the calendar's notice and the fill-in view;
 * - his early childhood education plan (VASU, COMPLETED, read) and a decision on support
 *   (OTHER_DECISION, COMPLETED, ACCEPTED, unread);
 * - twelve pedagogical documents over the last months (two pages on a desktop), the newest with
 *   a long description and a file (unread), an older one read; the files only when the app's
 *   storage is at hand.
 */
export async function insertDemoDocuments(
  tx: Tx,
  today: string,
  now: Date,
  personas: Persona[],
  files: FileStorage | null,
): Promise<void> {
  const aino = personas.find((p) => p.key === 'one-child')
  const eetu = aino?.children.find((c) => c.firstName === 'Eetu')
  if (!aino || !eetu) throw new Error('Demo documents: no one-child family')
  const ainoId = await tx
    .selectFrom('person')
    .select('id')
    .where('social_security_number', '=', aino.ssn)
    .executeTakeFirstOrThrow()
  const morning = (days: number) => `${addDays(today, days)}T08:00:00Z`

  const survey = await insertDevDocumentTemplate(tx, {
    name: 'Varhaiskasvatuksen aloituskysely',
    type: 'CITIZEN_BASIC',
    language: 'fi',
    legalBasis: 'Varhaiskasvatuslaki 540/2018',
    confidentiality: { durationYears: 25, basis: 'JulkL 24.1 §:n 30 k.' },
    validFrom: addDays(today, -365),
    validTo: null,
  })
  await insertDevChildDocument(
    tx,
    {
      childId: eetu.id,
      templateId: survey,
      status: 'CITIZEN_DRAFT',
      publishedAt: morning(-2),
      answeredBy: null,
      decision: null,
      readBy: [],
    },
    now,
  )
  const plan = await insertDevDocumentTemplate(tx, {
    name: 'Lapsen varhaiskasvatussuunnitelma',
    type: 'VASU',
    language: 'fi',
    legalBasis: 'Varhaiskasvatuslaki 540/2018 23 §',
    confidentiality: { durationYears: 25, basis: 'JulkL 24.1 §:n 30 k.' },
    validFrom: addDays(today, -365),
    validTo: null,
  })
  await insertDevChildDocument(
    tx,
    {
      childId: eetu.id,
      templateId: plan,
      status: 'COMPLETED',
      publishedAt: morning(-60),
      answeredBy: null,
      decision: null,
      readBy: [ainoId.id],
    },
    now,
  )
  const decision = await insertDevDocumentTemplate(tx, {
    name: 'Päätös tuesta varhaiskasvatuksessa',
    type: 'OTHER_DECISION',
    language: 'fi',
    legalBasis: 'Varhaiskasvatuslaki 540/2018 15 b §',
    confidentiality: null,
    validFrom: addDays(today, -365),
    validTo: null,
    content: SUPPORT_DECISION,
  })
  await insertDevChildDocument(
    tx,
    {
      childId: eetu.id,
      templateId: decision,
      status: 'COMPLETED',
      publishedAt: morning(-20),
      answeredBy: null,
      content: supportDecisionAnswers(addDays(today, -20)),
      decision: {
        status: 'ACCEPTED',
        decisionNumber: 1024,
        validFrom: addDays(today, -20),
        validTo: null,
        annulmentReason: '',
      },
      readBy: [],
    },
    now,
  )

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
        childId: eetu.id,
        description,
        createdAt: morning(-3 - i * 14),
        attachments: withFile
          ? [{ name: i === 0 ? 'metsaretki.pdf' : 'leipominen.pdf', contentType: 'application/pdf' }]
          : [],
        readBy: i === 4 ? [ainoId.id] : [],
      },
      now,
    )
  }
}

/** The support decision's own questions (staff fill them in), not the start survey's */
const SUPPORT_DECISION = TemplateContentSchema.parse({
  sections: [
    {
      id: 'decision',
      label: 'Päätös',
      infoText: '',
      questions: [
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
        { id: 'measures', type: 'TEXT', label: 'Tukitoimet', multiline: true },
        { id: 'grounds', type: 'TEXT', label: 'Perustelut', multiline: true },
        { id: 'heard', type: 'CHECKBOX', label: 'Huoltajaa on kuultu ennen päätöstä' },
        { id: 'start', type: 'DATE', label: 'Tuki alkaa' },
      ],
    },
  ],
})

function supportDecisionAnswers(start: string): DocumentContent {
  return {
    answers: [
      { questionId: 'level', type: 'RADIO_BUTTON_GROUP', answer: 'intensified' },
      {
        questionId: 'measures',
        type: 'TEXT',
        answer:
          'Kuvat päivän kulun tukena.\nPienryhmätoiminta aamupäivisin.\nVarhaiskasvatuksen erityisopettajan konsultaatio kerran kuukaudessa.',
      },
      {
        questionId: 'grounds',
        type: 'TEXT',
        answer: 'Eetu hyötyy ennakoitavasta päivärytmistä ja pienemmästä ryhmästä siirtymätilanteissa.',
      },
      { questionId: 'heard', type: 'CHECKBOX', answer: true },
      { questionId: 'start', type: 'DATE', answer: start },
    ],
  }
}
