import type { Control, FieldValues, Path, PathValue } from 'react-hook-form'
import { COMPANY_FORMS, OTHER_INCOME_TYPES, type IncomeSource } from '@citizen/contract/web'
import {
  FieldPath,
  FormCheckboxGroup,
  FormDateField,
  FormRadioGroup,
  FormTextField,
  useFormField,
  type ErrorText,
} from '../../shared/form/fields'
import { Checkbox, CheckboxGroup } from '../../ui/choice-group'
import type { IncomeStatementTexts } from './i18n'
import { nextChoice, type ChoiceKey, type GrossSource, type IncomeForm, type OtherChoice } from './income-form'
import styles from './income-statements.module.css'

export interface SectionProps {
  t: IncomeStatementTexts
  control: Control<IncomeForm>
  errorText: ErrorText
  values: IncomeForm
}

/**
 * A yes-or-no tick bound to a boolean path. With `errorText` it shows its error (the assurance) as a
 * group of one, which the error summary and focusFirstInvalid find like any other group.
 */
export function FormBoolean<T extends FieldValues>({
  control,
  name,
  label,
  groupLabel,
  hint,
  errorText,
  required,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  /** The group's name when the tick has an error to show */
  groupLabel?: string
  hint?: string
  errorText?: ErrorText
  required?: boolean
}) {
  const field = useFormField({ control, name, errorText })
  const checked = field.value === true
  const set = (on: boolean) => {
    field.onChange(on as PathValue<T, Path<T>>)
    field.onBlur()
  }
  return (
    <FieldPath name={name}>
      {groupLabel ? (
        <CheckboxGroup<'on'>
          label={groupLabel}
          options={[{ value: 'on', label }]}
          value={checked ? ['on'] : []}
          onChange={(v) => set(v.includes('on'))}
          error={field.error}
          hint={hint}
          required={required}
        />
      ) : (
        <Checkbox label={label} checked={checked} onChange={set} />
      )}
    </FieldPath>
  )
}

export function DatesSection({ t, control, errorText, values }: SectionProps) {
  const highestFee = values.choice.includes('highestFee')
  return (
    <section className={styles.section} aria-labelledby="income-dates">
      <h2 id="income-dates">{t.form.dates.title}</h2>
      <p className={styles.info}>{t.form.dates.info}</p>
      <StatementDates t={t} control={control} errorText={errorText} endRequired={!highestFee} />
    </section>
  )
}

/** The statement's validity, the adult's and the child's: from (required) and until */
export function StatementDates<T extends { startDate: string | null; endDate: string | null }>({
  t,
  control,
  errorText,
  endRequired,
}: {
  t: IncomeStatementTexts
  control: Control<T>
  errorText: ErrorText
  endRequired: boolean
}) {
  return (
    <div className={styles.dates}>
      <FormDateField
        control={control}
        name={'startDate' as Path<T>}
        errorText={errorText}
        label={t.form.dates.startDate}
        formatErrorKey="validDate"
        required
      />
      <FormDateField
        control={control}
        name={'endDate' as Path<T>}
        errorText={errorText}
        label={t.form.dates.endDate}
        formatErrorKey="validDate"
        required={endRequired}
      />
    </div>
  )
}

/** Highest fee against gross income and entrepreneur (spec 002 §4 "Form logic") */
export function ChoiceSection({ t, control, errorText }: SectionProps) {
  const field = useFormField({ control, name: 'choice', errorText })
  const options: { value: ChoiceKey; label: string; description?: string }[] = [
    { value: 'highestFee', label: t.form.type.highestFee, description: t.form.type.highestFeeInfo },
    { value: 'gross', label: t.form.type.gross },
    { value: 'entrepreneur', label: t.form.type.entrepreneur },
  ]
  return (
    <section className={styles.section} aria-labelledby="income-type">
      <h2 id="income-type">{t.view.type}</h2>
      <p className={styles.info}>{t.form.type.incomeInfo}</p>
      <FieldPath name="choice">
        <CheckboxGroup<ChoiceKey>
          label={t.form.type.title}
          options={options}
          value={field.value}
          onChange={(chosen) => {
            field.onChange(nextChoice(field.value, chosen))
            field.onBlur()
          }}
          error={field.error}
          required
        />
      </FieldPath>
    </section>
  )
}

export function GrossSection({ t, control, errorText, values }: SectionProps) {
  const g = t.form.gross
  const source = values.gross.incomeSource
  return (
    <section className={styles.section} aria-labelledby="income-gross">
      <h2 id="income-gross">{g.title}</h2>
      <FormRadioGroup<IncomeForm, GrossSource>
        control={control}
        name="gross.incomeSource"
        errorText={errorText}
        touchOn="change"
        label={g.incomeSource}
        options={[
          { value: 'INCOMES_REGISTER', label: g.INCOMES_REGISTER, description: g.incomesRegisterInfo },
          { value: 'ATTACHMENTS', label: g.ATTACHMENTS, description: g.attachmentsInfo },
          { value: 'NO_INCOME', label: g.NO_INCOME },
        ]}
        required
      />
      {source === 'NO_INCOME' ? (
        <FormTextField
          control={control}
          name="gross.noIncomeDescription"
          errorText={errorText}
          label={g.noIncomeDescription}
          multiline
          required
        />
      ) : (
        <>
          <FormTextField
            control={control}
            name="gross.estimatedMonthlyIncome"
            errorText={errorText}
            label={g.estimatedMonthlyIncome}
            hint={g.estimatedMonthlyIncomeHint}
            inputMode="numeric"
            required
          />
          <FormCheckboxGroup<IncomeForm, (typeof OTHER_INCOME_TYPES)[number]>
            control={control}
            name="gross.otherIncome"
            errorText={errorText}
            label={g.otherIncome}
            hint={g.otherIncomeHint}
            options={OTHER_INCOME_TYPES.map((type) => ({ value: type, label: t.otherIncomeTypes[type] }))}
          />
          {values.gross.otherIncome.length > 0 && (
            <FormTextField
              control={control}
              name="gross.otherIncomeInfo"
              errorText={errorText}
              label={g.otherIncomeInfo}
              multiline
            />
          )}
        </>
      )}
    </section>
  )
}

export function EntrepreneurSection({ t, control, errorText, values }: SectionProps) {
  const e = t.form.entrepreneur
  const forms = values.entrepreneur.companyForms
  const needsAccountant =
    forms.includes('selfEmployed') || forms.includes('limitedCompany') || forms.includes('partnership')
  const bind = { control, errorText }
  return (
    <section className={styles.section} aria-labelledby="income-entrepreneur">
      <h2 id="income-entrepreneur">{e.title}</h2>
      <FormDateField
        {...bind}
        name="entrepreneur.startOfEntrepreneurship"
        label={e.startOfEntrepreneurship}
        formatErrorKey="validDate"
        required
      />
      <FormTextField {...bind} name="entrepreneur.companyName" label={e.companyName} />
      <FormTextField {...bind} name="entrepreneur.businessId" label={e.businessId} />
      <FormRadioGroup<IncomeForm, 'yes' | 'no'>
        {...bind}
        name="entrepreneur.spouseWorksInCompany"
        touchOn="change"
        label={e.spouseWorksInCompany}
        options={[
          { value: 'yes', label: e.yes },
          { value: 'no', label: e.no },
        ]}
        horizontal
        required
      />
      <FormBoolean control={control} name="entrepreneur.startupGrant" label={e.startupGrant} />
      <FormBoolean control={control} name="entrepreneur.checkupConsent" label={e.checkupConsent} />
      <FormCheckboxGroup<IncomeForm, (typeof COMPANY_FORMS)[number]>
        {...bind}
        name="entrepreneur.companyForms"
        label={e.companyForms}
        hint={e.companyFormsHint}
        options={COMPANY_FORMS.map((form) => ({
          value: form,
          label: t.companyForms[form],
          description: {
            selfEmployed: e.selfEmployedInfo,
            limitedCompany: undefined,
            partnership: e.partnershipInfo,
            lightEntrepreneur: e.lightEntrepreneurInfo,
          }[form],
        }))}
        required
      />
      {forms.includes('selfEmployed') && (
        <div className={styles.nested}>
          <FormCheckboxGroup<IncomeForm, 'attachments' | 'estimate'>
            {...bind}
            name="entrepreneur.selfEmployedChoice"
            label={e.selfEmployed}
            options={[
              { value: 'attachments', label: e.selfEmployedAttachments },
              { value: 'estimate', label: e.selfEmployedEstimate },
            ]}
            required
          />
          {values.entrepreneur.selfEmployedChoice.includes('estimate') && (
            <>
              <FormTextField
                {...bind}
                name="entrepreneur.estimatedIncome.estimatedMonthlyIncome"
                label={e.estimatedMonthlyIncome}
                inputMode="numeric"
                required
              />
              <div className={styles.dates}>
                <FormDateField
                  {...bind}
                  name="entrepreneur.estimatedIncome.incomeStartDate"
                  label={e.incomeStartDate}
                  formatErrorKey="validDate"
                  required
                />
                <FormDateField
                  {...bind}
                  name="entrepreneur.estimatedIncome.incomeEndDate"
                  label={e.incomeEndDate}
                  formatErrorKey="validDate"
                />
              </div>
            </>
          )}
        </div>
      )}
      {forms.includes('limitedCompany') && (
        <div className={styles.nested}>
          <FormRadioGroup<IncomeForm, IncomeSource>
            {...bind}
            name="entrepreneur.limitedCompanyIncomeSource"
            touchOn="change"
            label={e.limitedCompanyIncomeSource}
            options={[
              { value: 'INCOMES_REGISTER', label: e.limitedCompanyINCOMES_REGISTER },
              { value: 'ATTACHMENTS', label: e.limitedCompanyATTACHMENTS },
            ]}
            required
          />
        </div>
      )}
      {needsAccountant && (
        <div className={styles.nested} role="group" aria-labelledby="income-accountant">
          <h3 id="income-accountant">{e.accountant.title}</h3>
          <p className={styles.info}>{e.accountant.info}</p>
          <FormTextField {...bind} name="entrepreneur.accountant.name" label={e.accountant.name} required />
          <FormTextField {...bind} name="entrepreneur.accountant.address" label={e.accountant.address} />
          <FormTextField
            {...bind}
            name="entrepreneur.accountant.phone"
            label={e.accountant.phone}
            type="tel"
            inputMode="tel"
            required
          />
          <FormTextField
            {...bind}
            name="entrepreneur.accountant.email"
            label={e.accountant.email}
            type="email"
            inputMode="email"
            required
          />
        </div>
      )}
    </section>
  )
}

export function OthersSection({ t, control, errorText }: SectionProps) {
  const o = t.form.others
  return (
    <section className={styles.section} aria-labelledby="income-others">
      <h2 id="income-others">{o.title}</h2>
      <FormCheckboxGroup<IncomeForm, OtherChoice>
        control={control}
        name="others"
        errorText={errorText}
        label={o.title}
        options={[
          { value: 'student', label: o.student, description: o.studentInfo },
          { value: 'alimonyPayer', label: o.alimonyPayer, description: o.alimonyPayerInfo },
        ]}
      />
      <FormTextField control={control} name="otherInfo" errorText={errorText} label={t.form.otherInfo} multiline />
    </section>
  )
}
