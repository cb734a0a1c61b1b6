import type { ApplicationForm, ApplicationType } from '@citizen/contract/web'
import { useTranslation } from '../../i18n'
import { formatDate } from '@citizen/contract/web'
import { useApplicationTexts } from './i18n'
import styles from './applications.module.css'
import type { ReactNode } from 'react'

/**
 * The application read-only, section by section: the verification step and the read-only page.
 * Fields the viewer may not see arrive blank from the server and are simply not shown; without
 * showContact (the other guardian) the applicant's contact section and the sibling's details are
 * left out whole, so no heading stands empty.
 */
export function ApplicationSummary({
  form,
  type,
  showContact,
  serviceNeedAttachments,
}: {
  form: ApplicationForm
  type: ApplicationType
  showContact: boolean
  /** The verification step's attachment list, shown under the service need it proves */
  serviceNeedAttachments?: ReactNode
}) {
  const t = useApplicationTexts()
  const { lang } = useTranslation()
  const e = t.editor
  const v = t.verification
  const p = form.preferences
  const yesNo = (b: boolean) => (b ? v.yes : v.no)
  const option = p.serviceNeed?.serviceNeedOption
  const optionName = option ? (lang === 'sv' ? option.nameSv : lang === 'en' ? option.nameEn : option.nameFi) : null
  const address = (a: { street: string; postalCode: string; postOffice: string } | null) =>
    a ? `${a.street}, ${a.postalCode} ${a.postOffice}` : v.none
  const row = (label: string, value: string | null | undefined) => (
    <>
      <dt>{label}</dt>
      <dd>{value || v.none}</dd>
    </>
  )
  return (
    <>
      <section>
        <h2>{e.sections.serviceNeed}</h2>
        <dl className={styles.facts}>
          {row(e.startDate, formatDate(p.preferredStartDate))}
          {type === 'DAYCARE' && row(e.urgent, yesNo(p.urgent))}
          {type === 'PRESCHOOL' && row(e.preparatory, yesNo(p.preparatory))}
          {type === 'PRESCHOOL' && row(e.connectedDaycare, yesNo(p.serviceNeed !== null))}
          {p.connectedDaycarePreferredStartDate &&
            row(e.connectedDaycareStartDate, formatDate(p.connectedDaycarePreferredStartDate))}
          {p.serviceNeed && type === 'DAYCARE' && row(e.dailyTime, p.serviceNeed.partTime ? e.partTime : e.fullTime)}
          {p.serviceNeed && row(e.serviceNeedOption, optionName)}
          {p.serviceNeed &&
            (p.serviceNeed.startTime || p.serviceNeed.endTime) &&
            row(`${e.startTime} – ${e.endTime}`, `${p.serviceNeed.startTime} – ${p.serviceNeed.endTime}`)}
          {p.serviceNeed && row(e.shiftCare, yesNo(p.serviceNeed.shiftCare))}
        </dl>
        {serviceNeedAttachments}
      </section>
      <section>
        <h2>{e.sections.units}</h2>
        <ol>
          {p.preferredUnits.map((u) => (
            <li key={u.id}>{u.name}</li>
          ))}
        </ol>
        {showContact && p.siblingBasis && (
          <dl className={styles.facts}>
            {row(e.siblingName, p.siblingBasis.siblingName)}
            {row(e.siblingSsn, p.siblingBasis.siblingSsn)}
            {p.siblingBasis.siblingUnit && row(e.siblingUnit, p.siblingBasis.siblingUnit)}
          </dl>
        )}
      </section>
      {showContact && (
        <section>
          <h2>{e.sections.contact}</h2>
          <dl className={styles.facts}>
            {row(e.child, `${form.child.person.firstName} ${form.child.person.lastName}`)}
            {row(e.address, address(form.child.address))}
            {form.child.futureAddress &&
              row(
                e.childMoving,
                `${address(form.child.futureAddress)} (${formatDate(form.child.futureAddress.movingDate)})`,
              )}
            {row(e.guardian, `${form.guardian.person.firstName} ${form.guardian.person.lastName}`)}
            {row(e.phone, form.guardian.phoneNumber)}
            {row(e.email, form.guardian.email)}
            {form.guardian.futureAddress &&
              row(
                e.guardianMoving,
                `${address(form.guardian.futureAddress)} (${formatDate(form.guardian.futureAddress.movingDate)})`,
              )}
            {form.secondGuardian?.agreementStatus &&
              row(e.agreement, e.agreementStatuses[form.secondGuardian.agreementStatus])}
            {form.otherPartner && row(e.otherPartner, `${form.otherPartner.firstName} ${form.otherPartner.lastName}`)}
            {form.otherChildren.length > 0 &&
              row(e.otherChildren, form.otherChildren.map((c) => `${c.firstName} ${c.lastName}`).join(', '))}
          </dl>
        </section>
      )}
      <section>
        <h2>{e.sections.additional}</h2>
        <dl className={styles.facts}>
          {showContact && type !== 'CLUB' && row(e.allergies, form.child.allergies)}
          {showContact && type !== 'CLUB' && row(e.diet, form.child.diet)}
          {row(e.assistanceNeeded, yesNo(form.child.assistanceNeeded))}
          {showContact && form.child.assistanceNeeded && row(e.assistanceDescription, form.child.assistanceDescription)}
          {type !== 'CLUB' && row(e.maxFeeAccepted, yesNo(form.maxFeeAccepted))}
          {form.clubDetails && row(e.wasOnDaycare, yesNo(form.clubDetails.wasOnDaycare))}
          {form.clubDetails && row(e.wasOnClubCare, yesNo(form.clubDetails.wasOnClubCare))}
          {showContact && row(e.otherInfo, form.otherInfo)}
        </dl>
      </section>
    </>
  )
}
