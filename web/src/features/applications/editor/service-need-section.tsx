import { helsinkiToday, isWithinProcessingTime, optionsFor } from '@citizen/contract/web'
import { useTranslation } from '../../../i18n'
import { Alert } from '../../../ui/alert'
import { Checkbox } from '../../../ui/choice-group'
import { useEditor } from './editor-context'
import { emptyServiceNeed } from './model'
import { AttachmentList } from './attachments'
import { FormDateField, FormRadioGroup, FormTimeField } from '../../../shared/form/fields'
import styles from './editor.module.css'

/** spec 000 editor section 1: start date, urgency, connected daycare, service need, shift care. */
export function ServiceNeedSection() {
  const { application, state, update, validation, t, bind } = useEditor()
  const { lang } = useTranslation()
  const e = t.editor
  const type = application.type
  const p = state.form.preferences
  const need = p.serviceNeed
  const showNeed = type === 'DAYCARE' || (type === 'PRESCHOOL' && state.connectedDaycare)
  const optionDate =
    type === 'PRESCHOOL' ? (p.connectedDaycarePreferredStartDate ?? p.preferredStartDate) : p.preferredStartDate
  const options = need ? optionsFor(validation.serviceNeedOptions, type, need.partTime, optionDate) : []
  const optionName = (o: { nameFi: string; nameSv: string; nameEn: string }) =>
    lang === 'sv' ? o.nameSv : lang === 'en' ? o.nameEn : o.nameFi

  // spec: a start date that makes the chosen option invalid clears it
  const startDateChanged = (date: string | null) =>
    update((d) => {
      const sn = d.form.preferences.serviceNeed
      if (sn?.serviceNeedOption && type === 'DAYCARE') {
        const still = optionsFor(validation.serviceNeedOptions, type, sn.partTime, date).some(
          (o) => o.id === sn.serviceNeedOption!.id,
        )
        if (!still) sn.serviceNeedOption = null
      }
    })

  return (
    <>
      <FormDateField
        {...bind}
        formatErrorKey="validDate"
        name="form.preferences.preferredStartDate"
        label={e.startDate}
        hint={e.startDateHint}
        required
        onChanged={startDateChanged}
      />
      {isWithinProcessingTime(type, p.preferredStartDate, helsinkiToday()) && (
        <Alert kind="info">{e.processingWarning}</Alert>
      )}

      {type === 'DAYCARE' && (
        <>
          <Checkbox
            label={e.urgent}
            checked={p.urgent}
            onChange={(v) => update((d) => void (d.form.preferences.urgent = v))}
          />
          {p.urgent && (
            <>
              <p>{e.urgentInfo}</p>
              <AttachmentList type="URGENCY" title={e.urgencyAttachments} />
            </>
          )}
        </>
      )}

      {type === 'PRESCHOOL' && (
        <>
          <Checkbox
            label={e.preparatory}
            checked={p.preparatory}
            onChange={(v) => update((d) => void (d.form.preferences.preparatory = v))}
          />
          <Checkbox
            label={e.connectedDaycare}
            checked={state.connectedDaycare}
            onChange={(v) =>
              update((d) => {
                d.connectedDaycare = v
                d.form.preferences.serviceNeed = v ? (d.form.preferences.serviceNeed ?? { ...emptyServiceNeed }) : null
              })
            }
          />
          {state.connectedDaycare && (
            <FormDateField
              {...bind}
              formatErrorKey="validDate"
              name="form.preferences.connectedDaycarePreferredStartDate"
              label={e.connectedDaycareStartDate}
              hint={e.startDateHint}
              required
            />
          )}
        </>
      )}

      {showNeed && need && (
        <>
          {type === 'DAYCARE' && (
            <FormRadioGroup
              {...bind}
              name="form.preferences.serviceNeed.partTime"
              label={e.dailyTime}
              value={need.partTime ? 'part' : 'full'}
              options={[
                { value: 'full', label: e.fullTime },
                { value: 'part', label: e.partTime },
              ]}
              onChange={(v) =>
                // spec: part-time selects the first part-time option; back selects the first full-time one
                update((d) => {
                  const sn = d.form.preferences.serviceNeed!
                  sn.partTime = v === 'part'
                  sn.serviceNeedOption =
                    optionsFor(
                      validation.serviceNeedOptions,
                      type,
                      sn.partTime,
                      d.form.preferences.preferredStartDate,
                    )[0] ?? null
                })
              }
            />
          )}
          {!optionDate ? (
            <p>{e.startDateFirst}</p>
          ) : options.length === 0 ? (
            <p>{e.noOptions}</p>
          ) : (
            <FormRadioGroup
              {...bind}
              name="form.preferences.serviceNeed.serviceNeedOption"
              label={e.serviceNeedOption}
              value={need.serviceNeedOption?.id ?? null}
              options={options.map((o) => ({ value: o.id, label: optionName(o) }))}
              onChange={(id) =>
                update((d) => {
                  const o = options.find((x) => x.id === id)!
                  d.form.preferences.serviceNeed!.serviceNeedOption = {
                    id: o.id,
                    nameFi: o.nameFi,
                    nameSv: o.nameSv,
                    nameEn: o.nameEn,
                    validPlacementType: o.validPlacementType,
                  }
                })
              }
            />
          )}
          <div className={styles.times}>
            {(['startTime', 'endTime'] as const).map((field) => (
              <FormTimeField
                {...bind}
                key={field}
                name={`form.preferences.serviceNeed.${field}`}
                label={e[field]}
                hint={e.timeHint}
              />
            ))}
          </div>
          <Checkbox
            label={e.shiftCare}
            checked={need.shiftCare}
            onChange={(v) => update((d) => void (d.form.preferences.serviceNeed!.shiftCare = v))}
          />
          {need.shiftCare && <AttachmentList type="EXTENDED_CARE" title={e.shiftCareAttachments} />}
        </>
      )}
    </>
  )
}
