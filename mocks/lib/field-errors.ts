import type * as zod from 'zod'
import type { FieldError } from '@/api/generated/identity/model'

type Code = FieldError['code']

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), body)

const SIZED = { string: ['tooLong', 'tooShort'], array: ['tooMany', 'tooFew'], set: ['tooMany', 'tooFew'] } as const

/** What one zod issue says, in the contract's codes (`FieldError.code`). */
function codeOf(issue: zod.core.$ZodIssue, body: unknown): { code: Code; limit?: number } {
  switch (issue.code) {
    case 'invalid_type':
      return { code: valueAt(body, issue.path) == null ? 'required' : 'invalid' }
    case 'too_big': {
      const [longer] = SIZED[issue.origin as keyof typeof SIZED] ?? ['tooBig']
      return { code: longer, limit: Number(issue.maximum) }
    }
    case 'too_small': {
      const sized = SIZED[issue.origin as keyof typeof SIZED]
      if (sized && Number(issue.minimum) === 1 && issue.origin === 'string') return { code: 'required' }
      return { code: sized ? sized[1] : 'tooSmall', limit: Number(issue.minimum) }
    }
    case 'invalid_format':
      return { code: 'format' }
    default:
      return { code: 'invalid' }
  }
}

/**
 * The fields a body failed on, as the contract's `ValidationErrorResponse.errors` carries them:
 * the dotted path, the code, the bound. One entry per field (its first problem), 100 at most.
 */
export function fieldErrorsOf(error: zod.ZodError, body: unknown): FieldError[] {
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.')
    if (seen.has(field)) continue
    seen.add(field)
    const { code, limit } = codeOf(issue, body)
    errors.push(limit === undefined || Number.isNaN(limit) ? { field, code } : { field, code, limit })
    if (errors.length === 100) break
  }
  return errors
}
