import { z } from 'zod'
import { ApplicationType, applicationTypeNames, type EmailMessageType, type Language } from '@citizen/contract'
import type { TemplateTexts } from '../../platform/email/templates'

// A guardian's application received (features/applications) or decided (features/absence-applications)

export const applicationTemplateParams = {
  applicationReceived: z.object({ applicationType: ApplicationType }),
  /** Staff decided a guardian's long preschool absence application (features/absence-applications) */
  absenceApplicationDecided: z.object({ childId: z.uuid(), accepted: z.boolean() }),
}

export const applicationTemplateTypes: Record<keyof typeof applicationTemplateParams, EmailMessageType> = {
  // Tells the applicant the application arrived: no notification setting turns it off
  applicationReceived: 'TRANSACTIONAL',
  absenceApplicationDecided: 'DECISION_NOTIFICATION',
}

export const applicationTemplateTexts: Record<Language, TemplateTexts<typeof applicationTemplateParams>> = {
  fi: {
    applicationReceived: ({ applicationType }) => ({
      subject: 'Hakemuksesi on vastaanotettu',
      paragraphs: [
        `Olemme vastaanottaneet hakemuksesi: ${applicationTypeNames.fi[applicationType]}.`,
        'Voit seurata hakemuksen käsittelyä asiointipalvelussa.',
      ],
      linkText: 'Hakemukset',
      path: '/applications',
    }),
    absenceApplicationDecided: ({ childId, accepted }) => ({
      subject: accepted ? 'Poissaolohakemus on hyväksytty' : 'Poissaolohakemus on hylätty',
      paragraphs: [
        accepted
          ? 'Lapsesi esiopetuksen poissaolohakemus on hyväksytty. Poissaolopäivät on merkitty kalenteriin.'
          : 'Lapsesi esiopetuksen poissaolohakemus on hylätty. Näet perustelun lapsen sivulta.',
      ],
      linkText: 'Lapsen sivu',
      path: `/children/${childId}`,
    }),
  },
  sv: {
    applicationReceived: ({ applicationType }) => ({
      subject: 'Vi har tagit emot din ansökan',
      paragraphs: [
        `Vi har tagit emot din ansökan: ${applicationTypeNames.sv[applicationType]}.`,
        'Du kan följa behandlingen av ansökan i e-tjänsten.',
      ],
      linkText: 'Ansökningar',
      path: '/applications',
    }),
    absenceApplicationDecided: ({ childId, accepted }) => ({
      subject: accepted ? 'Frånvaroansökan har godkänts' : 'Frånvaroansökan har avslagits',
      paragraphs: [
        accepted
          ? 'Ditt barns ansökan om frånvaro från förskoleundervisningen har godkänts. Frånvarodagarna har markerats i kalendern.'
          : 'Ditt barns ansökan om frånvaro från förskoleundervisningen har avslagits. Motiveringen finns på barnets sida.',
      ],
      linkText: 'Barnets sida',
      path: `/children/${childId}`,
    }),
  },
  en: {
    applicationReceived: ({ applicationType }) => ({
      subject: 'We have received your application',
      paragraphs: [
        `We have received your application: ${applicationTypeNames.en[applicationType]}.`,
        'You can follow its processing in the e-service.',
      ],
      linkText: 'Applications',
      path: '/applications',
    }),
    absenceApplicationDecided: ({ childId, accepted }) => ({
      subject: accepted ? 'Absence application accepted' : 'Absence application rejected',
      paragraphs: [
        accepted
          ? "Your child's application for an absence from preschool has been accepted. The days of absence are marked in the calendar."
          : "Your child's application for an absence from preschool has been rejected. The reason is on the child's page.",
      ],
      linkText: "The child's page",
      path: `/children/${childId}`,
    }),
  },
}
