/**
 * Validation messages as translation keys. zod issues become `{key, values}` (JSON in the
 * FieldError message) that the field translates at render time, so a language switch
 * re-translates errors already on screen. Server messages set on a field stay plain text.
 */

export type MessageValues = Record<string, string | number>

interface EncodedMessage {
  key: string
  values?: MessageValues
}

const MARK = '\u2063'

/** A message for a refinement: `validationMessage('organization:form.endAfterStart')`. */
export function validationMessage(key: string, values?: MessageValues): string {
  return `${MARK}${JSON.stringify(values ? { key, values } : { key })}`
}

export function decodeMessage(message: string | undefined): EncodedMessage | null {
  if (!message?.startsWith(MARK)) return null
  try {
    const parsed = JSON.parse(message.slice(MARK.length)) as EncodedMessage
    return typeof parsed.key === 'string' ? parsed : null
  } catch {
    return null
  }
}

const KIT = 'list-kit:validation.'

/** The subset of a zod 4 issue the mapping reads. */
interface IssueLike {
  code?: string
  input?: unknown
  origin?: string
  format?: string
  expected?: string
  minimum?: number | bigint
  maximum?: number | bigint
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * zod 4 per-parse error customizer: every built-in issue becomes a kit translation key.
 * Messages given in a schema (refinements) take precedence over this.
 */
export function issueMessage(issue: IssueLike): string {
  const key = (name: string, values?: MessageValues) => validationMessage(`${KIT}${name}`, values)
  const min = Number(issue.minimum)
  const max = Number(issue.maximum)
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return key('required')
      if (issue.expected === 'int' || issue.expected === 'number') return key(issue.expected === 'int' && !Number.isNaN(issue.input) ? 'integer' : 'number')
      return key('invalid')
    case 'invalid_value':
      return isBlank(issue.input) ? key('requiredChoice') : key('invalid')
    case 'too_small':
      if (issue.origin === 'string') return min <= 1 || isBlank(issue.input) ? key('required') : key('minLength', { min })
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? key('requiredChoice') : key('minItems', { min })
      return key('min', { min })
    case 'too_big':
      if (issue.origin === 'string') return key('maxLength', { max })
      if (issue.origin === 'array' || issue.origin === 'set') return key('maxItems', { max })
      return key('max', { max })
    case 'invalid_format':
      if (isBlank(issue.input)) return key('required')
      if (issue.format === 'email') return key('email')
      if (issue.format === 'date' || issue.format === 'datetime') return key('date')
      if (issue.format === 'url') return key('url')
      if (issue.format === 'uuid' || issue.format === 'guid') return key('requiredChoice')
      return key('pattern')
    default:
      return key('invalid')
  }
}

/** The text of a field error: a translated key, or a server message as sent. */
export function errorText(t: (key: string, values?: MessageValues) => string, message: string | undefined): string | undefined {
  if (!message) return undefined
  const decoded = decodeMessage(message)
  return decoded ? t(decoded.key, decoded.values) : message
}

/**
 * A cross-field rule "end after start" for `.refine(...)`: runs even while other fields are
 * invalid (so the user sees every problem at once), but only when both ends are readable, and
 * puts the message on the end field. Empty ends are not compared (optional ranges).
 */
export function rangeRule<T extends object>(start: keyof T & string, end: keyof T & string, message: string, options: { allowEqual?: boolean } = {}) {
  return [
    (value: T) => {
      const from = value[start] as unknown
      const to = value[end] as unknown
      if (isBlank(from) || isBlank(to)) return true
      return options.allowEqual ? (to as string | number) >= (from as string | number) : (to as string | number) > (from as string | number)
    },
    {
      message,
      path: [end] as PropertyKey[],
      when: (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
        payload.issues.every((issue) => issue.path?.[0] !== start && issue.path?.[0] !== end),
    },
  ] as const
}
