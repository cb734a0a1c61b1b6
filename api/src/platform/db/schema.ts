import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely'

/**
 * Kysely table types, written by hand: the one source for column names and types.
 * Keep in step with api/migrations.
 */

/** A date column: read and written as 'YYYY-MM-DD' strings (see db/database.ts type parsers). */
type DateColumn = string
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

export interface WeakLoginAttemptTable {
  username: string
  attempted_at: Generated<Date>
}

export interface SamlRequestTable {
  id: string
  value: string
  created_at: Generated<Date>
}

export interface Database {
  person: PersonTable
  citizen_user: CitizenUserTable
  guardian: GuardianTable
  foster_parent: FosterParentTable
  care_area: CareAreaTable
  unit: UnitTable
  address: AddressTable
  placement: PlacementTable
  system_notification: SystemNotificationTable
  session: SessionTable
  weak_login_attempt: WeakLoginAttemptTable
  saml_request: SamlRequestTable
}

export type Person = Selectable<PersonTable>
export type NewPerson = Insertable<PersonTable>
