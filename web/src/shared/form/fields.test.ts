import { describe, expect, it } from 'vitest'
import { createFormControl } from 'react-hook-form'
import { flatResolver } from '../form-errors'
import { errorKeyOf, shownTextError } from './fields'

interface Values {
  phone: string
  ssn: string
}

/** A form as the fields see it: a flat resolver, errors shown after a touch (mode onTouched) */
function form() {
  const { control, formControl } = createFormControl<Values>({
    defaultValues: { phone: '', ssn: '' },
    resolver: flatResolver((v: Values) => ({
      ...(v.phone === '' ? { phone: 'required' } : {}),
      ...(v.ssn.length !== 11 ? { ssn: 'ssn' } : {}),
    })),
    mode: 'onTouched',
  })
  return { control, formControl }
}

describe('a field’s error', () => {
  it('is not there before the field is touched, and is the rule’s key after leaving it', async () => {
    const { control, formControl } = form()
    const phone = formControl.register('phone')
    expect(errorKeyOf(control._formState.errors.phone)).toBeUndefined()
    await phone.onBlur({ target: { name: 'phone', value: '' }, type: 'blur' })
    expect(errorKeyOf(control._formState.errors.phone)).toBe('required')
    // Another field's error waits for its own touch
    expect(errorKeyOf(control._formState.errors.ssn)).toBeUndefined()
  })

  it('goes once the touched field is fixed', async () => {
    const { control, formControl } = form()
    const phone = formControl.register('phone')
    await phone.onBlur({ target: { name: 'phone', value: '' }, type: 'blur' })
    await phone.onChange({ target: { name: 'phone', value: '040 123' }, type: 'change' })
    expect(errorKeyOf(control._formState.errors.phone)).toBeUndefined()
  })

  it('is a path’s own key, not an object of its parts’ errors', () => {
    expect(errorKeyOf({ type: 'required', message: 'required' })).toBe('required')
    expect(errorKeyOf({ ranges: { 0: { end: { type: 'timeFormat' } } } })).toBeUndefined()
    expect(errorKeyOf(undefined)).toBeUndefined()
  })
})

describe('shownTextError', () => {
  const ssn = { key: 'ssn', length: 11 }
  it('hides an identity code’s format error until all 11 characters are typed', () => {
    expect(shownTextError('ssn', '010101A12', ssn)).toBeUndefined()
    expect(shownTextError('ssn', '010101A123X', ssn)).toBe('ssn')
  })
  it('shows any other error at once', () => {
    expect(shownTextError('required', '', ssn)).toBe('required')
    expect(shownTextError('ssn', '0101', undefined)).toBe('ssn')
  })
})
