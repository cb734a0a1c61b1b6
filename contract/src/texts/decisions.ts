// The names of application and finance decisions, shared by the web pages, the decision PDFs and
// the process metadata, so a guardian reads one name for one thing. Zod-free (the web imports it).
import type { ApplicationType } from '../applications'
import type { Language } from '../common'
import type { DecisionStatus, DecisionType, FinanceDecisionType } from '../decisions'

export const applicationTypeNames: Record<Language, Record<ApplicationType, string>> = {
  fi: { DAYCARE: 'Varhaiskasvatushakemus', PRESCHOOL: 'Esiopetushakemus', CLUB: 'Kerhohakemus' },
  sv: {
    DAYCARE: 'Ansökan om småbarnspedagogik',
    PRESCHOOL: 'Ansökan om förskoleundervisning',
    CLUB: 'Ansökan om klubb',
  },
  en: {
    DAYCARE: 'Early childhood education application',
    PRESCHOOL: 'Pre-primary education application',
    CLUB: 'Club application',
  },
}

export const decisionTypeNames: Record<Language, Record<DecisionType, string>> = {
  fi: {
    CLUB: 'Kerhopäätös',
    DAYCARE: 'Varhaiskasvatuspäätös',
    DAYCARE_PART_TIME: 'Osa-aikaisen varhaiskasvatuksen päätös',
    PRESCHOOL: 'Esiopetuspäätös',
    PRESCHOOL_DAYCARE: 'Liittyvän varhaiskasvatuksen päätös',
    PRESCHOOL_CLUB: 'Esiopetuksen kerhon päätös',
    PREPARATORY_EDUCATION: 'Valmistavan opetuksen päätös',
  },
  sv: {
    CLUB: 'Beslut om klubb',
    DAYCARE: 'Beslut om småbarnspedagogik',
    DAYCARE_PART_TIME: 'Beslut om småbarnspedagogik på deltid',
    PRESCHOOL: 'Beslut om förskoleundervisning',
    PRESCHOOL_DAYCARE: 'Beslut om ansluten småbarnspedagogik',
    PRESCHOOL_CLUB: 'Beslut om förskoleundervisningens klubb',
    PREPARATORY_EDUCATION: 'Beslut om förberedande undervisning',
  },
  en: {
    CLUB: 'Club decision',
    DAYCARE: 'Early childhood education decision',
    DAYCARE_PART_TIME: 'Part-time early childhood education decision',
    PRESCHOOL: 'Pre-primary education decision',
    PRESCHOOL_DAYCARE: 'Connected early childhood education decision',
    PRESCHOOL_CLUB: 'Pre-primary club decision',
    PREPARATORY_EDUCATION: 'Preparatory education decision',
  },
}

/** The guardian's answer to an application decision */
export const decisionStatusNames: Record<Language, Record<DecisionStatus, string>> = {
  fi: { PENDING: 'Vahvistettavana', ACCEPTED: 'Vastaanotettu', REJECTED: 'Hylätty' },
  sv: { PENDING: 'Väntar på bekräftelse', ACCEPTED: 'Mottagen', REJECTED: 'Avvisad' },
  en: { PENDING: 'Waiting for confirmation', ACCEPTED: 'Accepted', REJECTED: 'Rejected' },
}

export const financeDecisionTypeNames: Record<Language, Record<FinanceDecisionType, string>> = {
  fi: { FEE_DECISION: 'Varhaiskasvatuksen maksupäätös', VOUCHER_VALUE_DECISION: 'Palvelusetelipäätös' },
  sv: { FEE_DECISION: 'Beslut om avgift för småbarnspedagogik', VOUCHER_VALUE_DECISION: 'Beslut om servicesedel' },
  en: { FEE_DECISION: 'Early childhood education fee decision', VOUCHER_VALUE_DECISION: 'Service voucher decision' },
}
