import { describe, expect, it } from 'vitest'
import * as zod from 'zod'
import { fieldErrorsOf } from './field-errors'

const schema = zod.object({
  fileName: zod.string().min(1).max(255),
  code: zod.string().min(3),
  tags: zod.array(zod.string()).min(1).max(2),
  id: zod.uuid(),
  kind: zod.enum(['a', 'b']),
  count: zod.number().int().min(1).max(9),
  items: zod.array(zod.object({ title: zod.string() })),
})

describe('fieldErrorsOf: zod issues in the contract’s FieldError codes', () => {
  it('maps each field’s first problem to its path, code and bound', () => {
    const body = { fileName: 'a'.repeat(256), code: 'ab', tags: ['x', 'y', 'z'], id: 'nope', kind: 'c', count: 0, items: [{}] }
    const result = schema.safeParse(body)
    expect(result.success).toBe(false)
    expect(fieldErrorsOf(result.error!, body)).toEqual([
      { field: 'fileName', code: 'tooLong', limit: 255 },
      { field: 'code', code: 'tooShort', limit: 3 },
      { field: 'tags', code: 'tooMany', limit: 2 },
      { field: 'id', code: 'format' },
      { field: 'kind', code: 'invalid' },
      { field: 'count', code: 'tooSmall', limit: 1 },
      { field: 'items.0.title', code: 'required' },
    ])
  })

  it('says "required" for a missing value and an empty required text, "invalid" for a wrong type', () => {
    const body = { fileName: '', code: 5, tags: [], id: crypto.randomUUID(), kind: 'a', count: 2, items: [] }
    const result = schema.safeParse(body)
    expect(fieldErrorsOf(result.error!, body)).toEqual([
      { field: 'fileName', code: 'required' },
      { field: 'code', code: 'invalid' },
      { field: 'tags', code: 'tooFew', limit: 1 },
    ])
  })
})
