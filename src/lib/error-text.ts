/**
 * What to tell the user about a failed call. Works on the mutator's ApiError by shape (this
 * bottom layer does not import src/api): the server's own message wins, then the fields a 400
 * refused (in the product's words, never the validator's), then a client message key
 * (translated by the caller), then nothing (the caller's generic text).
 */
export interface ErrorDescription {
  /** The server's text (header.message), shown as is; absent when the answer named its fields. */
  serverMessage?: string
  /** A translation key in the `common` namespace (e.g. errors.network). */
  messageKey?: string
  status?: number
  /** The fields a 400 refused: body path, code (`FieldError.code` of the contract), bound. */
  fieldErrors?: readonly FieldProblem[]
}

export interface FieldProblem {
  field: string
  code: string
  limit?: number
}

const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' && value !== null && typeof (value as FieldProblem).field === 'string' && typeof (value as FieldProblem).code === 'string'

export function describeError(error: unknown): ErrorDescription {
  if (typeof error !== 'object' || error === null) return {}
  const { serverMessage, messageKey, status, fieldErrors } = error as { serverMessage?: unknown; messageKey?: unknown; status?: unknown; fieldErrors?: unknown }
  const problems = Array.isArray(fieldErrors) ? fieldErrors.filter(isProblem) : []
  return {
    serverMessage: typeof serverMessage === 'string' && serverMessage.trim() ? serverMessage : undefined,
    messageKey: typeof messageKey === 'string' && messageKey ? messageKey : undefined,
    status: typeof status === 'number' ? status : undefined,
    ...(problems.length > 0 ? { fieldErrors: problems } : {}),
  }
}

/** A translator (i18next's `t`) as this layer needs it. */
export type Translate = (key: string, options: Record<string, unknown>) => string

const PROBLEM_CODES = ['required', 'tooLong', 'tooShort', 'tooBig', 'tooSmall', 'tooMany', 'tooFew', 'format', 'invalid'] as const

/** What is wrong with one field, as a short sentence (`common:fieldProblems.*`): "At most 255 characters." */
function fieldProblemText(problem: FieldProblem, t: Translate): string {
  const code = (PROBLEM_CODES as readonly string[]).includes(problem.code) ? problem.code : 'invalid'
  return t(`common:fieldProblems.${code}`, { limit: problem.limit ?? '' })
}

/** Body fields a message outside a form names (`common:fieldNames.*`); others are "a value". */
const NAMED_FIELDS = ['fileName', 'title', 'name', 'description', 'email', 'phoneNumber', 'languageCode', 'url'] as const

/**
 * A failed call in the product's words: the server's message, else the first refused field
 * ("File name: at most 255 characters.", the field named when `common:fieldNames` knows it),
 * else the client message key, else the caller's fallback key.
 */
export function errorSentence(error: unknown, t: Translate, fallbackKey: string): string {
  const { serverMessage, messageKey, fieldErrors } = describeError(error)
  if (serverMessage) return serverMessage
  const first = fieldErrors?.[0]
  if (first) {
    const name =
      first.field
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .pop() ?? ''
    const label = (NAMED_FIELDS as readonly string[]).includes(name) ? t(`common:fieldNames.${name}`, {}) : ''
    const problem = fieldProblemText(first, t)
    return label ? t('common:errors.invalidNamedField', { field: label, problem }) : t('common:errors.invalidField', { problem })
  }
  if (messageKey) return t(`common:${messageKey}`, { defaultValue: t(fallbackKey, {}) })
  return t(fallbackKey, {})
}
