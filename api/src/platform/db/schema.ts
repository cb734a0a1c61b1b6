import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely'
import type { ApplicationForm } from '@citizen/contract'

/**
 * Kysely table types, written by hand: the one source for column names and types.
 * Keep in step with api/migrations.
 */

/** A date column: read and written as 'YYYY-MM-DD' strings (see db/database.ts type parsers). */
type DateColumn = string
/** A time column: 'HH:mm' (see db/database.ts type parsers). */
type TimeColumn = string
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface PersonTable {
  id: Generated<string>
  social_security_number: string | null
  first_name: string
  last_name: string
  preferred_name: ColumnType<string, string | undefined, string>
  date_of_birth: DateColumn
  date_of_death: DateColumn | null
  street_address: ColumnType<string, string | undefined, string>
  postal_code: ColumnType<string, string | undefined, string>
  post_office: ColumnType<string, string | undefined, string>
  residence_code: ColumnType<string, string | undefined, string>
  phone: ColumnType<string, string | undefined, string>
  backup_phone: ColumnType<string, string | undefined, string>
  email: string | null
  verified_email: string | null
  language: string | null
  restricted_details_enabled: ColumnType<boolean, boolean | undefined, boolean>
  duplicate_of: string | null
  last_strong_login: Timestamp | null
  last_weak_login: Timestamp | null
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export interface CitizenUserTable {
  id: string
  username: string
  password_hash: string
  username_updated_at: Generated<Date>
  password_updated_at: Generated<Date>
}

export interface GuardianTable {
  guardian_id: string
  child_id: string
}

export interface FosterParentTable {
  id: Generated<string>
  parent_id: string
  child_id: string
  /** daterange literal such as '[2024-01-01,2025-01-01)' */
  valid_during: string
}

export interface CareAreaTable {
  id: Generated<string>
  name: string
  short_name: string
}

export interface UnitTable {
  id: Generated<string>
  name: string
  care_area_id: string
  type: string[]
  provider_type: string
  language: string
  street_address: string
  postal_code: string
  post_office: string
  latitude: number | null
  longitude: number | null
  url: string | null
  phone: string | null
  email: string | null
  opening_date: DateColumn | null
  closing_date: DateColumn | null
  /** daterange literals such as '[2024-03-01,)'; never empty and never open at the start */
  daycare_apply_period: string | null
  preschool_apply_period: string | null
  club_apply_period: string | null
  provides_shift_care: ColumnType<boolean, boolean | undefined, boolean>
  enabled_pilot_features: ColumnType<string[], string[] | undefined, string[]>
  shift_care_open_on_holidays: ColumnType<boolean, boolean | undefined, boolean>
  /** time columns: read and written as 'HH:mm' (db/database.ts type parsers) */
  daily_preschool_start: TimeColumn | null
  daily_preschool_end: TimeColumn | null
  daily_preparatory_start: TimeColumn | null
  daily_preparatory_end: TimeColumn | null
}

/** One row: the id of the last transaction that changed units (migration 0009; the unit lists' cache) */
export interface UnitChangeTable {
  id: Generated<boolean>
  /** xid8, read as text */
  changed_by: string
}

/** The local geocoder's street addresses (migration 0002) */
export interface AddressTable {
  id: Generated<string>
  /** e.g. "Koivukuja 3" */
  street_address: string
  postal_code: string
  post_office: string
  latitude: number
  longitude: number
  /** address_search_key(street_address): lower case, single spaces; unique with postal_code */
  search_key: GeneratedAlways<string>
}

export interface PlacementTable {
  id: Generated<string>
  type: string
  child_id: string
  unit_id: string
  start_date: DateColumn
  end_date: DateColumn
  source_application_id: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Generated<Date>
}

export interface SystemNotificationTable {
  id: Generated<string>
  target_group: 'CITIZENS' | 'EMPLOYEES'
  text: string
  text_sv: string
  text_en: string
  valid_to: Timestamp
}

export interface SessionTable {
  /** sha256 of the cookie token: a leaked table gives no usable cookies */
  id: string
  person_id: string
  auth_level: 'STRONG' | 'WEAK'
  auth_type: 'sfi' | 'dev' | 'weak'
  created_at: Generated<Date>
  expires_at: Timestamp
  saml_name_id: string | null
  saml_session_index: string | null
}

/** platform/audit.ts (migration 0011) */
export interface AuditEventTable {
  id: GeneratedAlways<string>
  created_at: Generated<Date>
  actor_person_id: string
  actor_auth_level: 'WEAK' | 'STRONG'
  action: string
  target_person_ids: string[]
  target_ids: ColumnType<Record<string, string[]>, string, string>
  request_id: string
}

export interface WeakLoginAttemptTable {
  id: GeneratedAlways<string>
  username: string
  /** The client's IP address (an IPv6 client's /64); null in rows from before migration 0007 */
  client: string | null
  succeeded: Generated<boolean>
  attempted_at: Generated<Date>
}

export interface SamlRequestTable {
  id: string
  value: string
  /** The client address that started the login (rate limit); null for logout requests */
  client: Generated<string | null>
  created_at: Generated<Date>
}

/** A datemultirange literal such as '{[2025-10-20,2025-10-25)}' */
type MultiRange = ColumnType<string, string | undefined, string>

export interface ClubTermTable {
  id: Generated<string>
  /** daterange literals, finite */
  term: string
  application_period: string
  term_breaks: MultiRange
}

export interface PreschoolTermTable {
  id: Generated<string>
  finnish_preschool: string
  swedish_preschool: string
  extended_term: string
  application_period: string
  term_breaks: MultiRange
}

export interface ServiceNeedOptionTable {
  id: Generated<string>
  name_fi: string
  name_sv: string
  name_en: string
  valid_placement_type: string
  default_option: ColumnType<boolean, boolean | undefined, boolean>
  valid_from: DateColumn
  valid_to: DateColumn | null
  show_for_citizen: ColumnType<boolean, boolean | undefined, boolean>
  display_order: number | null
  part_day: ColumnType<boolean, boolean | undefined, boolean>
  part_week: ColumnType<boolean, boolean | undefined, boolean>
  /** numeric: read as a string */
  fee_coefficient: ColumnType<string, string | number | undefined, string | number>
  daycare_hours_per_month: number | null
  contract_days_per_month: number | null
}

export type ApplicationTypeColumn = 'DAYCARE' | 'PRESCHOOL' | 'CLUB'
export type ApplicationStatusColumn =
  | 'CREATED'
  | 'SENT'
  | 'WAITING_PLACEMENT'
  | 'WAITING_DECISION'
  | 'WAITING_UNIT_CONFIRMATION'
  | 'WAITING_MAILING'
  | 'WAITING_CONFIRMATION'
  | 'ACTIVE'
  | 'REJECTED'
  | 'CANCELLED'

export interface ApplicationTable {
  id: Generated<string>
  type: ApplicationTypeColumn
  status: ApplicationStatusColumn
  guardian_id: string
  child_id: string
  origin: ColumnType<'ELECTRONIC' | 'PAPER', 'ELECTRONIC' | 'PAPER' | undefined, 'ELECTRONIC' | 'PAPER'>
  /** The contract's ApplicationForm; written as JSON text */
  document: ColumnType<ApplicationForm, string, string>
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
  created_by: string | null
  modified_at: ColumnType<Date, Date | string | undefined, Date | string>
  sent_date: DateColumn | null
  due_date: DateColumn | null
  process_id: ColumnType<string | null, string | null | undefined, string | null>
  transfer_application: ColumnType<boolean, boolean | undefined, boolean>
  hide_from_guardian: ColumnType<boolean, boolean | undefined, boolean>
  allow_other_guardian_access: ColumnType<boolean, boolean | undefined, boolean>
  checked_by_admin: ColumnType<boolean, boolean | undefined, boolean>
  confidential: boolean | null
}

export interface ApplicationOtherGuardianTable {
  application_id: string
  guardian_id: string
}

export interface AttachmentTable {
  id: Generated<string>
  application_id: string | null
  type: 'URGENCY' | 'EXTENDED_CARE'
  name: string
  content_type: string
  /** bigint: read as a number (db/database.ts) */
  size: number
  storage_key: string
  uploaded_by_person: string | null
  received_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type DecisionTypeColumn =
  | 'CLUB'
  | 'DAYCARE'
  | 'DAYCARE_PART_TIME'
  | 'PRESCHOOL'
  | 'PRESCHOOL_DAYCARE'
  | 'PRESCHOOL_CLUB'
  | 'PREPARATORY_EDUCATION'

export interface DecisionTable {
  id: Generated<string>
  application_id: string
  type: DecisionTypeColumn
  status: ColumnType<'PENDING' | 'ACCEPTED' | 'REJECTED', 'PENDING' | 'ACCEPTED' | 'REJECTED' | undefined>
  unit_id: string
  start_date: DateColumn
  end_date: DateColumn
  sent_date: DateColumn | null
  requested_start_date: DateColumn | null
  resolved: DateColumn | null
  decision_number: GeneratedAlways<number>
  document_contains_contact_info: ColumnType<boolean, boolean | undefined, boolean>
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Generated<Date>
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>
type Defaulted<T> = ColumnType<T, T | undefined, T>
type FinanceDecisionStatus =
  'DRAFT' | 'WAITING_FOR_SENDING' | 'WAITING_FOR_MANUAL_SENDING' | 'SENT' | 'ANNULLED' | 'IGNORED'
type AssistanceStatus = 'DRAFT' | 'NEEDS_WORK' | 'ACCEPTED' | 'REJECTED' | 'ANNULLED'
/** A daterange column: read as PostgreSQL's text form ('[2025-01-01,2025-02-01)'), written as text */
type DateRangeColumn = string

export interface CaseProcessTable {
  id: Generated<string>
  process_definition_number: string
  year: number
  number: number
  organization: string
  archive_duration_months: Nullable<number>
  migrated: Defaulted<boolean>
}

export interface CaseProcessHistoryTable {
  process_id: string
  row_index: number
  state: 'INITIAL' | 'PREPARATION' | 'DECIDING' | 'COMPLETED'
  entered_at: Timestamp
}

export interface FeeDecisionTable {
  id: Generated<string>
  status: FinanceDecisionStatus
  decision_number: GeneratedAlways<number>
  valid_during: DateRangeColumn
  head_of_family_id: string
  partner_id: Nullable<string>
  family_size: number
  head_of_family_income: Nullable<number>
  partner_income: Nullable<number>
  language: Defaulted<'fi' | 'sv'>
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  decision_maker: Defaulted<string>
  process_id: Nullable<string>
  created_at: Generated<Date>
}

export interface FeeDecisionChildTable {
  id: Generated<string>
  fee_decision_id: string
  child_id: string
  placement_unit_id: string
  placement_type: string
  service_need_description_fi: string
  service_need_description_sv: string
  base_fee: number
  sibling_discount: Defaulted<number>
  final_fee: number
}

export interface VoucherValueDecisionTable {
  id: Generated<string>
  status: FinanceDecisionStatus
  decision_number: GeneratedAlways<number>
  valid_from: DateColumn
  valid_to: DateColumn | null
  head_of_family_id: string
  partner_id: Nullable<string>
  child_id: string
  placement_unit_id: string
  placement_type: string
  service_need_description_fi: string
  service_need_description_sv: string
  family_size: number
  voucher_value: number
  co_payment: number
  final_co_payment: number
  language: Defaulted<'fi' | 'sv'>
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  decision_maker: Defaulted<string>
  process_id: Nullable<string>
  created_at: Generated<Date>
}

export interface AssistanceNeedDecisionTable {
  id: Generated<string>
  child_id: string
  decision_number: GeneratedAlways<number>
  status: AssistanceStatus
  language: Defaulted<'fi' | 'sv'>
  decision_made: DateColumn | null
  validity_period: DateRangeColumn
  assistance_levels: Defaulted<string[]>
  selected_unit_id: Nullable<string>
  annulment_reason: Defaulted<string>
  unread_guardian_ids: Defaulted<string[]>
  /** The contract's AssistanceDecisionContent; written as JSON text */
  content: ColumnType<unknown, string, string>
  created_at: Generated<Date>
}

export interface AssistanceNeedPreschoolDecisionTable {
  id: Generated<string>
  child_id: string
  decision_number: GeneratedAlways<number>
  status: AssistanceStatus
  type: 'NEW' | 'CONTINUING' | 'TERMINATED'
  language: Defaulted<'fi' | 'sv'>
  decision_made: DateColumn | null
  valid_from: DateColumn
  valid_to: DateColumn | null
  selected_unit_id: Nullable<string>
  annulment_reason: Defaulted<string>
  unread_guardian_ids: Defaulted<string[]>
  /** The contract's PreschoolAssistanceDecisionContent; written as JSON text */
  content: ColumnType<unknown, string, string>
  created_at: Generated<Date>
}

export interface JobTable {
  id: GeneratedAlways<number>
  type: string
  payload: ColumnType<unknown, string | undefined, string>
  run_at: ColumnType<Date, Date | string | undefined, Date | string>
  attempts: ColumnType<number, number | undefined, number>
  max_attempts: ColumnType<number, number | undefined, number>
  dedupe_key: string | null
  last_error: string | null
  completed_at: Timestamp | null
  created_at: Generated<Date>
}

// Calendar (migration 0012)
export type ModifierType = 'CITIZEN' | 'STAFF' | 'SYSTEM'

export interface UnitOperationTimeTable {
  unit_id: string
  shift_care: boolean
  weekday: number
  start_time: TimeColumn
  end_time: TimeColumn
}

export interface ServiceNeedTable {
  id: Generated<string>
  placement_id: string
  option_id: string
  start_date: DateColumn
  end_date: DateColumn
  shift_care: ColumnType<'NONE' | 'FULL' | 'INTERMITTENT', 'NONE' | 'FULL' | 'INTERMITTENT' | undefined>
}

export interface HolidayPeriodTable {
  id: Generated<string>
  /** daterange literal '[start,end)' */
  period: string
  reservations_open_on: DateColumn
  reservation_deadline: DateColumn
}

export interface AttendanceReservationTable {
  id: Generated<string>
  child_id: string
  date: DateColumn
  start_time: TimeColumn | null
  end_time: TimeColumn | null
  created_by_type: ModifierType
  created_by_person_id: string | null
  created_at: Generated<Date>
}

export interface AbsenceTable {
  id: Generated<string>
  child_id: string
  date: DateColumn
  category: 'BILLABLE' | 'NONBILLABLE'
  absence_type: string
  modified_by_type: ModifierType
  modified_by_person_id: string | null
  modified_at: Generated<Date>
  questionnaire_id: string | null
}

export interface ChildAttendanceTable {
  id: Generated<string>
  child_id: string
  unit_id: string
  date: DateColumn
  start_time: TimeColumn
  end_time: TimeColumn | null
}

export interface DailyServiceTimeNotificationTable {
  id: Generated<string>
  guardian_id: string
  created_at: Generated<Date>
}

export interface Database {
  person: PersonTable
  citizen_user: CitizenUserTable
  guardian: GuardianTable
  foster_parent: FosterParentTable
  care_area: CareAreaTable
  unit: UnitTable
  unit_change: UnitChangeTable
  address: AddressTable
  placement: PlacementTable
  system_notification: SystemNotificationTable
  session: SessionTable
  weak_login_attempt: WeakLoginAttemptTable
  audit_event: AuditEventTable
  saml_request: SamlRequestTable
  club_term: ClubTermTable
  preschool_term: PreschoolTermTable
  service_need_option: ServiceNeedOptionTable
  application: ApplicationTable
  application_other_guardian: ApplicationOtherGuardianTable
  attachment: AttachmentTable
  decision: DecisionTable
  case_process: CaseProcessTable
  case_process_history: CaseProcessHistoryTable
  fee_decision: FeeDecisionTable
  fee_decision_child: FeeDecisionChildTable
  voucher_value_decision: VoucherValueDecisionTable
  assistance_need_decision: AssistanceNeedDecisionTable
  assistance_need_preschool_decision: AssistanceNeedPreschoolDecisionTable
  job: JobTable
  unit_operation_time: UnitOperationTimeTable
  service_need: ServiceNeedTable
  holiday_period: HolidayPeriodTable
  attendance_reservation: AttendanceReservationTable
  absence: AbsenceTable
  child_attendance: ChildAttendanceTable
  daily_service_time_notification: DailyServiceTimeNotificationTable
}

export type Person = Selectable<PersonTable>
export type NewPerson = Insertable<PersonTable>
