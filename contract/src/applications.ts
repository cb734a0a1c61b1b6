import { z } from 'zod'
import { endpoint, fileEndpoint } from './endpoint'
import { routes } from './routes'
import { Created, LocalDate, Ok } from './common'
import { isClockTime } from './validators'

// spec 000 section 3 and 4; reference §3
export const ApplicationType = z.enum(['DAYCARE', 'PRESCHOOL', 'CLUB'])
export type ApplicationType = z.infer<typeof ApplicationType>

export const ApplicationStatus = z.enum([
  'CREATED',
  'SENT',
  'WAITING_PLACEMENT',
  'WAITING_DECISION',
  'WAITING_UNIT_CONFIRMATION',
  'WAITING_MAILING',
  'WAITING_CONFIRMATION',
  'ACTIVE',
  'REJECTED',
  'CANCELLED',
])
export type ApplicationStatus = z.infer<typeof ApplicationStatus>

/** What the user may do with an application (spec 000 section 6) */
export const ApplicationAction = z.enum(['READ', 'UPDATE', 'DELETE', 'READ_DECISIONS'])
export type ApplicationAction = z.infer<typeof ApplicationAction>

const OtherGuardianAgreementStatus = z.enum(['AGREED', 'NOT_AGREED', 'RIGHT_TO_GET_NOTIFIED'])
type OtherGuardianAgreementStatus = z.infer<typeof OtherGuardianAgreementStatus>

export const AttachmentType = z.enum(['URGENCY', 'EXTENDED_CARE'])
export type AttachmentType = z.infer<typeof AttachmentType>

export const PlacementTypeForOption = z.enum(['DAYCARE', 'DAYCARE_PART_TIME', 'PRESCHOOL_DAYCARE', 'PRESCHOOL_CLUB'])

const text = (max: number) => z.string().max(max)

export const PersonBasics = z.object({
  firstName: text(100),
  lastName: text(100),
  socialSecurityNumber: text(20),
})
export type PersonBasics = z.infer<typeof PersonBasics>

const Address = z.object({ street: text(200), postalCode: text(20), postOffice: text(100) })
type Address = z.infer<typeof Address>

const FutureAddress = Address.extend({ movingDate: LocalDate.nullable() })
type FutureAddress = z.infer<typeof FutureAddress>

const ServiceNeedOptionRef = z.object({
  id: z.uuid(),
  nameFi: z.string(),
  nameSv: z.string(),
  nameEn: z.string(),
  validPlacementType: PlacementTypeForOption,
})

/** HH:mm */
const ClockTime = z.string().refine((v) => v === '' || isClockTime(v), 'time must be HH:mm')

export const ServiceNeed = z.object({
  startTime: ClockTime,
  endTime: ClockTime,
  shiftCare: z.boolean(),
  partTime: z.boolean(),
  serviceNeedOption: ServiceNeedOptionRef.nullable(),
})

const Preferences = z.object({
  preferredUnits: z.array(z.object({ id: z.uuid(), name: z.string() })).max(3),
  preferredStartDate: LocalDate.nullable(),
  /** preschool with connected daycare only */
  connectedDaycarePreferredStartDate: LocalDate.nullable(),
  /** null: no service need section (preschool without connected daycare) */
  serviceNeed: ServiceNeed.nullable(),
  siblingBasis: z.object({ siblingName: text(200), siblingSsn: text(20), siblingUnit: text(200) }).nullable(),
  preparatory: z.boolean(),
  urgent: z.boolean(),
})

/** The stored application form (reference §3 ApplicationForm). Person data and addresses are server-owned. */
export const ApplicationForm = z.object({
  child: z.object({
    person: PersonBasics.extend({ socialSecurityNumber: text(20).nullable() }),
    dateOfBirth: LocalDate.nullable(),
    address: Address.nullable(),
    futureAddress: FutureAddress.nullable(),
    allergies: text(1000),
    diet: text(1000),
    assistanceNeeded: z.boolean(),
    assistanceDescription: text(4000),
  }),
  guardian: z.object({
    person: PersonBasics.extend({ socialSecurityNumber: text(20).nullable() }),
    address: Address.nullable(),
    futureAddress: FutureAddress.nullable(),
    phoneNumber: text(40),
    /** '' when the guardian has no email */
    email: text(200),
  }),
  /** Only with agreement status NOT_AGREED are phone and email kept (spec 000) */
  secondGuardian: z
    .object({ phoneNumber: text(40), email: text(200), agreementStatus: OtherGuardianAgreementStatus.nullable() })
    .nullable(),
  otherPartner: PersonBasics.nullable(),
  otherChildren: z.array(PersonBasics).max(20),
  preferences: Preferences,
  maxFeeAccepted: z.boolean(),
  otherInfo: text(4000),
  clubDetails: z.object({ wasOnDaycare: z.boolean(), wasOnClubCare: z.boolean() }).nullable(),
})
export type ApplicationForm = z.infer<typeof ApplicationForm>

/** What the citizen sends: the form without the server-owned person data (reference §3). */
export const ApplicationFormUpdate = ApplicationForm.extend({
  child: ApplicationForm.shape.child.pick({
    futureAddress: true,
    allergies: true,
    diet: true,
    assistanceNeeded: true,
    assistanceDescription: true,
  }),
  guardian: ApplicationForm.shape.guardian.pick({ futureAddress: true, phoneNumber: true, email: true }),
})
export type ApplicationFormUpdate = z.infer<typeof ApplicationFormUpdate>

const ApplicationAttachment = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  type: AttachmentType,
  receivedAt: z.string(),
  uploadedByEmployee: z.uuid().nullable(),
  uploadedByPerson: z.uuid().nullable(),
})
type ApplicationAttachment = z.infer<typeof ApplicationAttachment>

export const ApplicationDetails = z.object({
  id: z.uuid(),
  type: ApplicationType,
  status: ApplicationStatus,
  childId: z.uuid(),
  guardianId: z.uuid(),
  form: ApplicationForm,
  hasOtherGuardian: z.boolean(),
  otherGuardianLivesInSameAddress: z.boolean().nullable(),
  allowOtherGuardianAccess: z.boolean(),
  transferApplication: z.boolean(),
  createdAt: z.string(),
  sentDate: LocalDate.nullable(),
  dueDate: LocalDate.nullable(),
  attachments: z.array(ApplicationAttachment),
  /** The viewer's actions; the other guardian gets READ (and READ_DECISIONS) only */
  permittedActions: z.array(ApplicationAction),
})
export type ApplicationDetails = z.infer<typeof ApplicationDetails>

export const ApplicationSummary = z.object({
  applicationId: z.uuid(),
  type: ApplicationType,
  childId: z.uuid(),
  childName: z.string(),
  preferredUnitName: z.string().nullable(),
  allPreferredUnitNames: z.array(z.string()),
  startDate: LocalDate.nullable(),
  sentDate: LocalDate.nullable(),
  applicationStatus: ApplicationStatus,
  /** ISO instant */
  createdDate: z.string(),
  transferApplication: z.boolean(),
})
export type ApplicationSummary = z.infer<typeof ApplicationSummary>

export const ApplicationsOfChild = z.object({
  childId: z.uuid(),
  childName: z.string(),
  applicationSummaries: z.array(ApplicationSummary),
  permittedActions: z.record(z.string(), z.array(ApplicationAction)),
  decidableApplications: z.array(z.uuid()),
  duplicateOf: z.uuid().nullable(),
})
export type ApplicationsOfChild = z.infer<typeof ApplicationsOfChild>

export const ApplicationChild = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: LocalDate,
  socialSecurityNumber: z.string().nullable(),
  duplicateOf: z.uuid().nullable(),
})
export type ApplicationChild = z.infer<typeof ApplicationChild>

const ApplicationIdParams = z.object({ applicationId: z.uuid() })
const ChildIdParams = z.object({ childId: z.uuid() })
const PerType = z.object({ DAYCARE: z.boolean(), PRESCHOOL: z.boolean(), CLUB: z.boolean() })

export const getApplicationsByGuardian = endpoint(routes.getApplicationsByGuardian, {
  response: z.array(ApplicationsOfChild),
})
/** Applications waiting for the guardian's confirmation (weak sessions too) */
export const getApplicationNotifications = endpoint(routes.getApplicationNotifications, { response: z.number().int() })
export const getApplicationChildren = endpoint(routes.getApplicationChildren, { response: z.array(ApplicationChild) })
export const getApplication = endpoint(routes.getApplication, {
  params: ApplicationIdParams,
  response: ApplicationDetails,
})
export const createApplication = endpoint(routes.createApplication, {
  body: z.object({ childId: z.uuid(), type: ApplicationType }),
  response: Created,
})
/** Drafts are saved without validation (spec 000) */
export const saveApplicationDraft = endpoint(routes.saveApplicationDraft, {
  params: ApplicationIdParams,
  body: ApplicationFormUpdate,
  response: Ok,
})
export const updateApplication = endpoint(routes.updateApplication, {
  params: ApplicationIdParams,
  body: z.object({ form: ApplicationFormUpdate, allowOtherGuardianAccess: z.boolean() }),
  response: Ok,
})
export const sendApplication = endpoint(routes.sendApplication, { params: ApplicationIdParams, response: Ok })
/** CREATED: deleted; SENT: cancelled */
export const deleteApplication = endpoint(routes.deleteApplication, { params: ApplicationIdParams, response: Ok })
export const getApplicationDuplicates = endpoint(routes.getApplicationDuplicates, {
  params: ChildIdParams,
  response: PerType,
})
export const getActivePlacementsByApplicationType = endpoint(routes.getActivePlacementsByApplicationType, {
  params: ChildIdParams,
  response: PerType,
})

// Lookups (spec 000 "Lookups"; reference §4)
const FiniteDateRange = z.object({ start: LocalDate, end: LocalDate })
export const ClubTerm = z.object({
  id: z.uuid(),
  term: FiniteDateRange,
  applicationPeriod: FiniteDateRange,
  termBreaks: z.array(FiniteDateRange),
})
export type ClubTerm = z.infer<typeof ClubTerm>
export const PreschoolTerm = z.object({
  id: z.uuid(),
  finnishPreschool: FiniteDateRange,
  swedishPreschool: FiniteDateRange,
  extendedTerm: FiniteDateRange,
  applicationPeriod: FiniteDateRange,
  termBreaks: z.array(FiniteDateRange),
})
export type PreschoolTerm = z.infer<typeof PreschoolTerm>
export const ServiceNeedOption = ServiceNeedOptionRef.extend({ validFrom: LocalDate, validTo: LocalDate.nullable() })
export type ServiceNeedOption = z.infer<typeof ServiceNeedOption>

export const getClubTerms = endpoint(routes.getClubTerms, { response: z.array(ClubTerm) })
export const getPreschoolTerms = endpoint(routes.getPreschoolTerms, { response: z.array(PreschoolTerm) })
export const getServiceNeedOptions = endpoint(routes.getServiceNeedOptions, {
  // comma-separated list, e.g. placementTypes=DAYCARE,DAYCARE_PART_TIME
  query: z.object({
    placementTypes: z
      .string()
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(z.array(PlacementTypeForOption).min(1)),
  }),
  response: z.array(ServiceNeedOption),
})

// Attachments (spec 000 "Attachments" and "Files"): a multipart upload with the file in the part
// "file", a download of the stored file (the name in the path is what the browser saves it as)
export const uploadApplicationAttachment = fileEndpoint(routes.uploadApplicationAttachment, {
  params: z.object({ applicationId: z.uuid() }),
  query: z.object({ type: AttachmentType }),
  body: 'multipart',
  response: Created,
})
export const downloadAttachment = fileEndpoint(routes.downloadAttachment, {
  params: z.object({ attachmentId: z.uuid(), requestedFilename: z.string() }),
  response: 'file',
})
export const deleteAttachment = endpoint(routes.deleteAttachment, {
  params: z.object({ attachmentId: z.uuid() }),
  response: Ok,
})
