import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/choice-group'
import { TextField } from '../../../ui/form'
import { useUser } from '../../../shared/auth'
import { useEditor, SSN_FIELD } from './editor-context'
import { emptyPerson } from './model'
import type { EditorState } from './model'
import { FormDateField, FormRadioGroup, FormTextField } from '../../../shared/form/fields'

/** spec 000 editor section 3: the family's contact information. */
export function ContactSection() {
  const { application, state, update, validation, t, bind } = useEditor()
  const e = t.editor
  const user = useUser()
  const form = application.form
  const knownEmail = user?.user.details.email ?? ''
  const emailLocked = knownEmail !== '' && state.form.guardian.email === knownEmail
  const isClub = application.type === 'CLUB'
  const partnerAsked = application.type === 'DAYCARE' || (application.type === 'PRESCHOOL' && state.connectedDaycare)
  const addressText = (a: { street: string; postalCode: string; postOffice: string } | null) =>
    a ? `${a.street}, ${a.postalCode} ${a.postOffice}` : e.noAddress

  return (
    <>
      <h3>{e.child}</h3>
      <dl>
        <dt>{e.name}</dt>
        <dd>{`${form.child.person.firstName} ${form.child.person.lastName}`}</dd>
        <dt>{e.ssn}</dt>
        <dd>{form.child.person.socialSecurityNumber ?? '–'}</dd>
        <dt>{e.address}</dt>
        <dd>{addressText(form.child.address)}</dd>
      </dl>
      <Checkbox
        label={e.childMoving}
        checked={state.childMoving}
        onChange={(v) => update((d) => void (d.childMoving = v))}
      />
      {state.childMoving && <FutureAddressFields prefix="form.child.futureAddress" />}

      <h3>{e.guardian}</h3>
      <dl>
        <dt>{e.name}</dt>
        <dd>{`${form.guardian.person.firstName} ${form.guardian.person.lastName}`}</dd>
        <dt>{e.address}</dt>
        <dd>{addressText(form.guardian.address)}</dd>
      </dl>
      <Checkbox
        label={e.guardianMoving}
        checked={state.guardianMoving}
        onChange={(v) => update((d) => void (d.guardianMoving = v))}
      />
      {state.guardianMoving && (
        <>
          {state.childMoving && (
            <Checkbox
              label={e.sameAsChild}
              checked={state.guardianSameAsChild}
              onChange={(v) => update((d) => void (d.guardianSameAsChild = v))}
            />
          )}
          {!(state.childMoving && state.guardianSameAsChild) && (
            <FutureAddressFields prefix="form.guardian.futureAddress" />
          )}
        </>
      )}
      <FormTextField
        {...bind}
        name="form.guardian.phoneNumber"
        label={e.phone}
        type="tel"
        autoComplete="tel"
        required
      />
      {emailLocked ? (
        <TextField label={e.email} value={knownEmail} onChange={() => {}} disabled hint={e.verifiedEmailInfo} />
      ) : (
        <>
          <FormTextField
            {...bind}
            name="form.guardian.email"
            label={e.email}
            type="email"
            autoComplete="email"
            required={!state.noEmail}
            disabled={state.noEmail}
          />
          {!state.noEmail && <FormTextField {...bind} name="verifyEmail" label={e.verifyEmail} type="email" required />}
          <Checkbox
            label={e.noEmail}
            checked={state.noEmail}
            onChange={(v) =>
              update((d) => {
                d.noEmail = v
                if (v) {
                  d.form.guardian.email = ''
                  d.verifyEmail = ''
                }
              })
            }
          />
        </>
      )}

      {!isClub && validation.askOtherGuardianAgreement && (
        <>
          <h3>{e.secondGuardian}</h3>
          <p>{e.secondGuardianInfo}</p>
          <FormRadioGroup
            {...bind}
            name="form.secondGuardian.agreementStatus"
            label={e.agreement}
            value={state.form.secondGuardian?.agreementStatus ?? null}
            options={(['AGREED', 'NOT_AGREED', 'RIGHT_TO_GET_NOTIFIED'] as const).map((s) => ({
              value: s,
              label: e.agreementStatuses[s],
            }))}
            onChange={(s) =>
              update((d) => {
                d.form.secondGuardian = {
                  phoneNumber: d.form.secondGuardian?.phoneNumber ?? '',
                  email: d.form.secondGuardian?.email ?? '',
                  agreementStatus: s,
                }
              })
            }
          />
          {state.form.secondGuardian?.agreementStatus === 'NOT_AGREED' && (
            <>
              <FormTextField
                {...bind}
                name="form.secondGuardian.phoneNumber"
                label={e.secondGuardianPhone}
                type="tel"
              />
              <FormTextField {...bind} name="form.secondGuardian.email" label={e.secondGuardianEmail} type="email" />
            </>
          )}
        </>
      )}

      {partnerAsked && !isClub && (
        <>
          <Checkbox
            label={e.otherPartner}
            checked={state.otherPartnerExists}
            onChange={(v) => update((d) => void (d.otherPartnerExists = v))}
          />
          {state.otherPartnerExists && <PersonFields prefix="form.otherPartner" />}
        </>
      )}
      {!isClub && (
        <>
          <Checkbox
            label={e.otherChildren}
            checked={state.otherChildrenExists}
            onChange={(v) =>
              update((d) => {
                d.otherChildrenExists = v
                if (v && d.form.otherChildren.length === 0) d.form.otherChildren = [{ ...emptyPerson }]
              })
            }
          />
          {state.otherChildrenExists &&
            state.form.otherChildren.map((_, i) => (
              <div key={i}>
                <PersonFields prefix={`form.otherChildren.${i}`} />
                <Button onClick={() => update((d) => void d.form.otherChildren.splice(i, 1))}>{e.removeChild}</Button>
              </div>
            ))}
          {state.otherChildrenExists && (
            <p>
              <Button onClick={() => update((d: EditorState) => void d.form.otherChildren.push({ ...emptyPerson }))}>
                {e.addChild}
              </Button>
            </p>
          )}
        </>
      )}
    </>
  )
}

function FutureAddressFields({ prefix }: { prefix: 'form.child.futureAddress' | 'form.guardian.futureAddress' }) {
  const { t, bind } = useEditor()
  const e = t.editor
  return (
    <>
      <FormDateField
        {...bind}
        formatErrorKey="validDate"
        name={`${prefix}.movingDate`}
        label={e.movingDate}
        hint={e.startDateHint}
        required
      />
      {(['street', 'postalCode', 'postOffice'] as const).map((f) => (
        <FormTextField {...bind} key={f} name={`${prefix}.${f}`} label={e[f]} required />
      ))}
    </>
  )
}

function PersonFields({ prefix }: { prefix: 'form.otherPartner' | `form.otherChildren.${number}` }) {
  const { t, bind } = useEditor()
  const e = t.editor
  return (
    <>
      <FormTextField {...bind} name={`${prefix}.firstName`} label={e.firstName} required />
      <FormTextField {...bind} name={`${prefix}.lastName`} label={e.lastName} required />
      <FormTextField {...bind} name={`${prefix}.socialSecurityNumber`} label={e.ssn} required {...SSN_FIELD} />
    </>
  )
}
