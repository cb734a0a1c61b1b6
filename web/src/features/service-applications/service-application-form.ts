/** The service application form's values and rules (spec 001 "Child-page forms"); the rules are the contract's */
import {
  isCalendarDate,
  serviceApplicationFormErrors,
  type ServiceApplicationForm,
  type ServiceApplicationRequest,
  type ServiceNeedOptionBasics,
} from '@citizen/contract/web'

export type { ServiceApplicationForm }

export const emptyServiceApplication: ServiceApplicationForm = {
  startDate: null,
  serviceNeedOptionId: null,
  additionalInfo: '',
}

export const isServiceApplicationForm = (value: unknown): value is ServiceApplicationForm => {
  const v = value as Partial<ServiceApplicationForm> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.startDate === null || typeof v.startDate === 'string') &&
    (v.serviceNeedOptionId === null || typeof v.serviceNeedOptionId === 'string') &&
    typeof v.additionalInfo === 'string'
  )
}

/** The day whose options to load: a whole day from today on, else none yet */
export function optionsDate(form: ServiceApplicationForm, today: string): string | null {
  const start = form.startDate
  return start && isCalendarDate(start) && start >= today ? start : null
}

/**
 * The contract's rules, and a chosen option must be one of the options loaded for the start
 * date (a changed date may leave an earlier choice that is not offered then).
 */
export function serviceApplicationErrors(
  form: ServiceApplicationForm,
  context: { today: string; options: ServiceNeedOptionBasics[] | null },
): Record<string, string> {
  const errors: Record<string, string> = { ...serviceApplicationFormErrors(form, context.today) }
  const chosen = form.serviceNeedOptionId
  if (!errors.serviceNeedOptionId && chosen && context.options && !context.options.some((o) => o.id === chosen)) {
    errors.serviceNeedOptionId = 'required'
  }
  return errors
}

export function serviceApplicationRequest(childId: string, form: ServiceApplicationForm): ServiceApplicationRequest {
  return {
    childId,
    startDate: form.startDate!,
    serviceNeedOptionId: form.serviceNeedOptionId!,
    additionalInfo: form.additionalInfo.trim(),
  }
}

/** The option's name in the UI language */
export function optionName(option: { nameFi: string; nameSv: string; nameEn: string }, lang: string): string {
  return lang === 'sv' ? option.nameSv : lang === 'en' ? option.nameEn : option.nameFi
}
