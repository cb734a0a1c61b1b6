import {
  formUpdateOf,
  parseClockTime,
  type ApplicationDetails,
  type ApplicationFormUpdate,
  type ApplicationType,
  type PersonBasics,
} from '@citizen/contract/web'

/** The editor's state: the form the server takes plus the choices that only shape it. */
export interface EditorState {
  form: ApplicationFormUpdate
  noEmail: boolean
  verifyEmail: string
  /** preschool: connected daycare applied for too */
  connectedDaycare: boolean
  childMoving: boolean
  guardianMoving: boolean
  guardianSameAsChild: boolean
  otherPartnerExists: boolean
  otherChildrenExists: boolean
  siblingBasis: boolean
}

const normalizeTime = (text: string) => (text.trim() === '' ? '' : (parseClockTime(text) ?? text))

const emptyAddress = { street: '', postalCode: '', postOffice: '', movingDate: null }
export const emptyPerson: PersonBasics = { firstName: '', lastName: '', socialSecurityNumber: '' }
export const emptyServiceNeed = {
  startTime: '',
  endTime: '',
  shiftCare: false,
  partTime: false,
  serviceNeedOption: null,
}

const emptySibling = { siblingName: '', siblingSsn: '', siblingUnit: '' }

/**
 * The optional parts (future addresses, partner, sibling) as objects while editing, whether or
 * not their box is ticked: react-hook-form sets a field by its path, which needs the parent to
 * exist; the ticks decide what `toFormUpdate` sends. Also applied to a restored copy.
 */
export function withEditableParts(state: EditorState): EditorState {
  const f = state.form
  return {
    ...state,
    form: {
      ...f,
      child: { ...f.child, futureAddress: f.child.futureAddress ?? { ...emptyAddress } },
      guardian: { ...f.guardian, futureAddress: f.guardian.futureAddress ?? { ...emptyAddress } },
      otherPartner: f.otherPartner ?? { ...emptyPerson },
      preferences: { ...f.preferences, siblingBasis: f.preferences.siblingBasis ?? { ...emptySibling } },
    },
  }
}

export function initialState(app: ApplicationDetails): EditorState {
  return withEditableParts(storedState(app))
}

function storedState(app: ApplicationDetails): EditorState {
  const f = app.form
  return {
    form: {
      ...formUpdateOf(f),
      preferences: {
        ...f.preferences,
        // Daycare always has a service need; preschool only with connected daycare; club none
        serviceNeed:
          app.type === 'CLUB'
            ? null
            : (f.preferences.serviceNeed ?? (app.type === 'DAYCARE' ? emptyServiceNeed : null)),
      },
      clubDetails: f.clubDetails ?? (app.type === 'CLUB' ? { wasOnDaycare: false, wasOnClubCare: false } : null),
    },
    noEmail: app.status !== 'CREATED' && f.guardian.email === '',
    verifyEmail: f.guardian.email,
    connectedDaycare: app.type === 'PRESCHOOL' && f.preferences.serviceNeed !== null,
    childMoving: f.child.futureAddress !== null,
    guardianMoving: f.guardian.futureAddress !== null,
    guardianSameAsChild: false,
    otherPartnerExists: f.otherPartner !== null,
    otherChildrenExists: f.otherChildren.length > 0,
    siblingBasis: f.preferences.siblingBasis !== null,
  }
}

/**
 * The form as sent (spec 000 "Editor behaviour"): club applications carry no allergies, diet,
 * partner or other children; part-time and urgent only for daycare; preparatory only for
 * preschool; the other guardian's details only with NOT_AGREED.
 */
export function toFormUpdate(state: EditorState, type: ApplicationType): ApplicationFormUpdate {
  const f = state.form
  const isClub = type === 'CLUB'
  const serviceNeed =
    isClub || (type === 'PRESCHOOL' && !state.connectedDaycare)
      ? null
      : f.preferences.serviceNeed && {
          ...f.preferences.serviceNeed,
          // The server takes HH:mm only; what cannot be read stays for validation to name
          startTime: normalizeTime(f.preferences.serviceNeed.startTime),
          endTime: normalizeTime(f.preferences.serviceNeed.endTime),
          partTime: type === 'DAYCARE' ? f.preferences.serviceNeed.partTime : false,
        }
  const childFuture = state.childMoving ? (f.child.futureAddress ?? emptyAddress) : null
  const guardianFuture = state.guardianMoving
    ? state.guardianSameAsChild && childFuture
      ? childFuture
      : (f.guardian.futureAddress ?? emptyAddress)
    : null
  const second = f.secondGuardian
  return {
    child: {
      ...f.child,
      futureAddress: childFuture,
      allergies: isClub ? '' : f.child.allergies,
      diet: isClub ? '' : f.child.diet,
      assistanceDescription: f.child.assistanceNeeded ? f.child.assistanceDescription : '',
    },
    guardian: { ...f.guardian, futureAddress: guardianFuture, email: state.noEmail ? '' : f.guardian.email },
    secondGuardian:
      second && !isClub
        ? second.agreementStatus === 'NOT_AGREED'
          ? second
          : { phoneNumber: '', email: '', agreementStatus: second.agreementStatus }
        : null,
    otherPartner: !isClub && state.otherPartnerExists ? (f.otherPartner ?? emptyPerson) : null,
    otherChildren: !isClub && state.otherChildrenExists ? f.otherChildren : [],
    preferences: {
      ...f.preferences,
      serviceNeed,
      connectedDaycarePreferredStartDate:
        type === 'PRESCHOOL' && state.connectedDaycare ? f.preferences.connectedDaycarePreferredStartDate : null,
      siblingBasis: state.siblingBasis ? (f.preferences.siblingBasis ?? emptySibling) : null,
      urgent: type === 'DAYCARE' ? f.preferences.urgent : false,
      preparatory: type === 'PRESCHOOL' ? f.preferences.preparatory : false,
    },
    maxFeeAccepted: f.maxFeeAccepted,
    otherInfo: f.otherInfo,
    clubDetails: isClub ? f.clubDetails : null,
  }
}
