import type { ApplicationForm, ApplicationFormUpdate } from '@citizen/contract'

/** The citizen's editable part of a form (what PUT …/draft and PUT …/:id take) */
export function toUpdate(form: ApplicationForm): ApplicationFormUpdate {
  const { child, guardian, ...rest } = form
  return {
    ...rest,
    child: {
      futureAddress: child.futureAddress,
      allergies: child.allergies,
      diet: child.diet,
      assistanceNeeded: child.assistanceNeeded,
      assistanceDescription: child.assistanceDescription,
    },
    guardian: { futureAddress: guardian.futureAddress, phoneNumber: guardian.phoneNumber, email: guardian.email },
  }
}
