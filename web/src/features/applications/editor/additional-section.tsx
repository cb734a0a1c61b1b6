import { Checkbox } from '../../../ui/choice-group'
import { TextField } from '../../../ui/form'
import { useEditor } from './editor-context'
import { FormTextField } from '../../../shared/form/fields'

/** spec 000 editor section 4: allergies, diet, support, highest fee, other info, club details. */
export function AdditionalSection() {
  const { application, state, update, t, bind } = useEditor()
  const e = t.editor
  const f = state.form
  const isClub = application.type === 'CLUB'
  return (
    <>
      {!isClub &&
        (['allergies', 'diet'] as const).map((key) => (
          <TextField
            key={key}
            label={e[key]}
            multiline
            value={f.child[key]}
            maxLength={1000}
            onChange={(v) => update((d) => void (d.form.child[key] = v))}
          />
        ))}
      <Checkbox
        label={e.assistanceNeeded}
        checked={f.child.assistanceNeeded}
        onChange={(v) => update((d) => void (d.form.child.assistanceNeeded = v))}
      />
      {f.child.assistanceNeeded && (
        <FormTextField
          {...bind}
          name="form.child.assistanceDescription"
          label={e.assistanceDescription}
          multiline
          required
          maxLength={4000}
        />
      )}
      {isClub && f.clubDetails && (
        <>
          <Checkbox
            label={e.wasOnDaycare}
            checked={f.clubDetails.wasOnDaycare}
            onChange={(v) => update((d) => void (d.form.clubDetails!.wasOnDaycare = v))}
          />
          <Checkbox
            label={e.wasOnClubCare}
            checked={f.clubDetails.wasOnClubCare}
            onChange={(v) => update((d) => void (d.form.clubDetails!.wasOnClubCare = v))}
          />
        </>
      )}
      {application.type !== 'CLUB' && (
        <Checkbox
          label={e.maxFeeAccepted}
          checked={f.maxFeeAccepted}
          onChange={(v) => update((d) => void (d.form.maxFeeAccepted = v))}
        />
      )}
      <TextField
        label={e.otherInfo}
        multiline
        maxLength={4000}
        value={f.otherInfo}
        onChange={(v) => update((d) => void (d.form.otherInfo = v))}
      />
    </>
  )
}
