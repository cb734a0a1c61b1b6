import type { FutureAddress, PersonBasics } from '@citizen/contract/web'
import { Button } from '../../../ui/button'
import { Checkbox, DateField, RadioGroup, TextField } from '../../../ui/form'
import { useUser } from '../../../shared/auth'
import { useEditor } from './editor-context'
import { emptyPerson } from './model'
import type { EditorState } from './model'

const emptyFuture: FutureAddress = { street: '', postalCode: '', postOffice: '', movingDate: null }

/** spec 000 editor section 3: the family's contact information. */
export function ContactSection() {
  const { application, state, update, errorOf, touch, validation, t } = useEditor()
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
      {state.childMoving && (
        <FutureAddressFields
          prefix="child.futureAddress"
          value={state.form.child.futureAddress ?? emptyFuture}
          onChange={(a) => update((d) => void (d.form.child.futureAddress = a))}
        />
      )}

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
            <FutureAddressFields
              prefix="guardian.futureAddress"
              value={state.form.guardian.futureAddress ?? emptyFuture}
              onChange={(a) => update((d) => void (d.form.guardian.futureAddress = a))}
            />
          )}
        </>
      )}
      <TextField
        label={e.phone}
        type="tel"
        autoComplete="tel"
        required
        value={state.form.guardian.phoneNumber}
        onChange={(v) => update((d) => void (d.form.guardian.phoneNumber = v))}
        onBlur={() => touch('guardian.phoneNumber')}
        error={errorOf('guardian.phoneNumber')}
      />
      {emailLocked ? (
        <TextField label={e.email} value={knownEmail} onChange={() => {}} disabled hint={e.verifiedEmailInfo} />
      ) : (
        <>
          <TextField
            label={e.email}
            type="email"
            autoComplete="email"
            required={!state.noEmail}
            value={state.form.guardian.email}
            disabled={state.noEmail}
            onChange={(v) => update((d) => void (d.form.guardian.email = v))}
            onBlur={() => touch('guardian.email')}
            error={errorOf('guardian.email')}
          />
          {!state.noEmail && (
            <TextField
              label={e.verifyEmail}
              type="email"
              required
              value={state.verifyEmail}
              onChange={(v) => update((d) => void (d.verifyEmail = v))}
              onBlur={() => touch('verifyEmail')}
              error={errorOf('verifyEmail')}
            />
          )}
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
          <RadioGroup
            legend={e.agreement}
            value={state.form.secondGuardian?.agreementStatus ?? null}
            options={(['AGREED', 'NOT_AGREED', 'RIGHT_TO_GET_NOTIFIED'] as const).map((s) => ({
              value: s,
              label: e.agreementStatuses[s],
            }))}
            error={errorOf('secondGuardian.agreementStatus')}
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
              <TextField
                label={e.secondGuardianPhone}
                type="tel"
                value={state.form.secondGuardian.phoneNumber}
                onChange={(v) => update((d) => void (d.form.secondGuardian!.phoneNumber = v))}
                onBlur={() => touch('secondGuardian.phoneNumber')}
                error={errorOf('secondGuardian.phoneNumber')}
              />
              <TextField
                label={e.secondGuardianEmail}
                type="email"
                value={state.form.secondGuardian.email}
                onChange={(v) => update((d) => void (d.form.secondGuardian!.email = v))}
                onBlur={() => touch('secondGuardian.email')}
                error={errorOf('secondGuardian.email')}
              />
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
          {state.otherPartnerExists && (
            <PersonFields
              prefix="otherPartner"
              value={state.form.otherPartner ?? emptyPerson}
              onChange={(p) => update((d) => void (d.form.otherPartner = p))}
            />
          )}
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
            state.form.otherChildren.map((c, i) => (
              <div key={i}>
                <PersonFields
                  prefix={`otherChildren.${i}`}
                  value={c}
                  onChange={(p) => update((d) => void (d.form.otherChildren[i] = p))}
                />
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

function FutureAddressFields({
  prefix,
  value,
  onChange,
}: {
  prefix: string
  value: FutureAddress
  onChange: (a: FutureAddress) => void
}) {
  const { errorOf, touch, t } = useEditor()
  const e = t.editor
  return (
    <>
      <DateField
        label={e.movingDate}
        hint={e.startDateHint}
        required
        value={value.movingDate}
        onChange={(d) => onChange({ ...value, movingDate: d })}
        onBlur={() => touch(`${prefix}.movingDate`)}
        error={errorOf(`${prefix}.movingDate`)}
        formatError={t.validation.validDate}
      />
      {(['street', 'postalCode', 'postOffice'] as const).map((f) => (
        <TextField
          key={f}
          label={e[f]}
          required
          value={value[f]}
          onChange={(v) => onChange({ ...value, [f]: v })}
          onBlur={() => touch(`${prefix}.${f}`)}
          error={errorOf(`${prefix}.${f}`)}
        />
      ))}
    </>
  )
}

function PersonFields({
  prefix,
  value,
  onChange,
}: {
  prefix: string
  value: PersonBasics
  onChange: (p: PersonBasics) => void
}) {
  const { errorOf, touch, t } = useEditor()
  const e = t.editor
  const ssnError = errorOf(`${prefix}.socialSecurityNumber`)
  return (
    <>
      <TextField
        label={e.firstName}
        required
        value={value.firstName}
        onChange={(v) => onChange({ ...value, firstName: v })}
        onBlur={() => touch(`${prefix}.firstName`)}
        error={errorOf(`${prefix}.firstName`)}
      />
      <TextField
        label={e.lastName}
        required
        value={value.lastName}
        onChange={(v) => onChange({ ...value, lastName: v })}
        onBlur={() => touch(`${prefix}.lastName`)}
        error={errorOf(`${prefix}.lastName`)}
      />
      <TextField
        label={e.ssn}
        required
        maxLength={11}
        value={value.socialSecurityNumber}
        onChange={(v) => onChange({ ...value, socialSecurityNumber: v.toUpperCase() })}
        onBlur={() => touch(`${prefix}.socialSecurityNumber`)}
        error={ssnError === t.validation.ssn && value.socialSecurityNumber.length < 11 ? undefined : ssnError}
      />
    </>
  )
}
