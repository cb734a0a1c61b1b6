// The application and editor state the editor's tests start from
import type { ApplicationDetails, ServiceNeedOption } from '@citizen/contract/web'
import type { EditorState } from './model'

/** A daycare application just created for Lilja: the form as the API pre-fills it, nothing answered */
export function createdApplication(): ApplicationDetails {
  return {
    id: 'a',
    type: 'DAYCARE',
    status: 'CREATED',
    form: {
      child: {
        person: { firstName: 'Lilja', lastName: 'Järvinen', socialSecurityNumber: null },
        dateOfBirth: null,
        address: null,
        futureAddress: null,
        allergies: '',
        diet: '',
        assistanceNeeded: false,
        assistanceDescription: '',
      },
      guardian: {
        person: { firstName: 'Anna', lastName: 'Järvinen', socialSecurityNumber: null },
        address: null,
        futureAddress: null,
        phoneNumber: '',
        email: '',
      },
      secondGuardian: null,
      otherPartner: null,
      otherChildren: [],
      preferences: {
        preferredUnits: [],
        preferredStartDate: null,
        connectedDaycarePreferredStartDate: null,
        serviceNeed: null,
        siblingBasis: null,
        preparatory: false,
        urgent: false,
      },
      maxFeeAccepted: false,
      otherInfo: '',
      clubDetails: null,
    },
  } as unknown as ApplicationDetails
}

export const option = (
  id: string,
  validPlacementType: ServiceNeedOption['validPlacementType'],
  validFrom = '2026-01-01',
  validTo: string | null = null,
): ServiceNeedOption => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  nameFi: id,
  nameSv: id,
  nameEn: id,
  validPlacementType,
  validFrom,
  validTo,
})
export const fullTime = option('1', 'DAYCARE')

/** A complete daycare application in the editor, starting 2027-04-01 full time; `over` and `prefs` change parts of it */
export function editorState(
  over: Partial<EditorState> = {},
  prefs: Partial<EditorState['form']['preferences']> = {},
): EditorState {
  return {
    form: {
      child: { futureAddress: null, allergies: '', diet: '', assistanceNeeded: false, assistanceDescription: '' },
      guardian: { futureAddress: null, phoneNumber: '040 1234567', email: 'a@example.com' },
      secondGuardian: null,
      otherPartner: null,
      otherChildren: [],
      preferences: {
        preferredUnits: [{ id: '00000000-0000-4000-8000-0000000000aa', name: 'Päiväkoti' }],
        preferredStartDate: '2027-04-01',
        connectedDaycarePreferredStartDate: null,
        serviceNeed: { startTime: '', endTime: '', shiftCare: false, partTime: false, serviceNeedOption: fullTime },
        siblingBasis: null,
        preparatory: false,
        urgent: false,
        ...prefs,
      },
      maxFeeAccepted: false,
      otherInfo: '',
      clubDetails: null,
    },
    noEmail: false,
    verifyEmail: 'a@example.com',
    connectedDaycare: false,
    childMoving: false,
    guardianMoving: false,
    guardianSameAsChild: false,
    otherPartnerExists: false,
    otherChildrenExists: false,
    siblingBasis: false,
    ...over,
  }
}
