import type { AccessibilityTexts } from './fi'

export const en: AccessibilityTexts = {
  title: 'Accessibility statement',
  intro:
    'This accessibility statement applies to the early childhood education e-service of the City of Esimerkkilä. The service is subject to the Act on the Provision of Digital Services, which requires public online services to be accessible.',
  statusTitle: 'Compliance status',
  status:
    'The service partially meets the accessibility requirements (WCAG 2.1, level AA). The known shortcomings are listed below.',
  problemsTitle: 'Non-accessible content',
  problems: [
    'On the map, unit locations are shown only visually; the same units can be read from the list next to the map.',
    'Some attachments uploaded by users (for example scanned certificates) cannot be read with a screen reader.',
    'PDF files of decisions and documents written by staff may not be fully accessible.',
  ],
  dateTitle: 'Preparation of this statement',
  date: 'This statement was prepared on 12 April 2022. The accessibility of the service was assessed by self-evaluation.',
  feedbackTitle: 'Feedback and contact information',
  feedback: 'If you notice an accessibility problem in the service, please tell us. We will respond within 14 days.',
  feedbackLink: 'Give accessibility feedback',
  enforcementTitle: 'Enforcement procedure',
  enforcement:
    'If you notice accessibility problems, first give feedback to the site administrator. A response may take 14 days. If you are not satisfied with the response or receive none within two weeks, you can file a report with the Regional State Administrative Agency for Southern Finland.',
  enforcementLink: 'Accessibility supervision of the Regional State Administrative Agency for Southern Finland',
}
