import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { decodeMessage, errorText, issueMessage, rangeRule, validationMessage } from './validation'

const keyOf = (message: string | undefined) => decodeMessage(message)

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { error: issueMessage })
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), keyOf(issue.message)]))
}

describe('validation messages', () => {
  it('maps zod issues to kit translation keys with their limits', () => {
    const schema = z.object({
      name: z.string().min(1).max(5),
      code: z.string().min(3),
      email: z.email(),
      phone: z.string().regex(/^\+[1-9][0-9]{7,14}$/),
      roleIds: z.array(z.uuid()).min(1),
      type: z.enum(['a', 'b']),
      year: z.int().min(1900).max(2100),
      start: z.iso.date(),
      picked: z.uuid(),
    })
    expect(
      issues(schema, { name: 'toolong', code: 'ab', email: 'x', phone: '0532', roleIds: [], type: undefined, year: 1800, start: '2024-02-30', picked: '' }),
    ).toEqual({
      name: { key: 'list-kit:validation.maxLength', values: { max: 5 } },
      code: { key: 'list-kit:validation.minLength', values: { min: 3 } },
      email: { key: 'list-kit:validation.email' },
      phone: { key: 'list-kit:validation.pattern' },
      roleIds: { key: 'list-kit:validation.requiredChoice' },
      type: { key: 'list-kit:validation.requiredChoice' },
      year: { key: 'list-kit:validation.min', values: { min: 1900 } },
      start: { key: 'list-kit:validation.date' },
      picked: { key: 'list-kit:validation.required' },
    })
    expect(issues(schema.pick({ name: true, year: true }), { name: '', year: Number.NaN })).toEqual({
      name: { key: 'list-kit:validation.required' },
      year: { key: 'list-kit:validation.number' },
    })
    expect(issues(schema.pick({ year: true }), { year: 1999.5 })).toEqual({ year: { key: 'list-kit:validation.integer' } })
    expect(issues(schema.pick({ year: true }), {})).toEqual({ year: { key: 'list-kit:validation.required' } })
  })

  it('lets a schema message win and translates at render time; server text passes through', () => {
    const schema = z.object({ a: z.string() }).refine(() => false, { message: validationMessage('organization:form.endAfterStart'), path: ['a'] })
    const message = schema.safeParse({ a: 'x' }, { error: issueMessage }).error?.issues[0]?.message
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`
    expect(errorText(t, message)).toBe('organization:form.endAfterStart')
    expect(errorText(t, validationMessage('k', { max: 3 }))).toBe('k{"max":3}')
    expect(errorText(t, 'Bu e-posta zaten kayıtlı.')).toBe('Bu e-posta zaten kayıtlı.')
    expect(errorText(t, undefined)).toBeUndefined()
  })

  it('checks a range even while other fields are invalid, but only when both ends are readable', () => {
    const schema = z
      .object({ name: z.string().min(1), start: z.iso.date(), end: z.iso.date() })
      .refine(...rangeRule<{ name: string; start: string; end: string }>('start', 'end', validationMessage('range')))
    expect(issues(schema, { name: '', start: '2024-05-02', end: '2024-05-01' })).toEqual({
      name: { key: 'list-kit:validation.required' },
      end: { key: 'range' },
    })
    expect(issues(schema, { name: 'x', start: '2024-05-01', end: '2024-05-01' })).toEqual({ end: { key: 'range' } })
    expect(issues(schema, { name: 'x', start: 'nope', end: '2024-05-01' })).toEqual({ start: { key: 'list-kit:validation.date' } })
    expect(issues(schema, { name: 'x', start: '2024-05-01', end: '2024-05-02' })).toEqual({})
    const years = z
      .object({ from: z.int().nullable(), to: z.int().nullable() })
      .refine(...rangeRule<{ from: number | null; to: number | null }>('from', 'to', validationMessage('years'), { allowEqual: true }))
    expect(issues(years, { from: 2000, to: 2000 })).toEqual({})
    expect(issues(years, { from: 2001, to: 2000 })).toEqual({ to: { key: 'years' } })
    expect(issues(years, { from: null, to: 2000 })).toEqual({})
  })
})
