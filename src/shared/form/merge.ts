const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** One field both users changed, each to something else. */
export interface FieldConflict {
  field: string
  original: unknown
  mine: unknown
  theirs: unknown
}

export interface MergeResult<T> {
  /** The form's new starting point: the server's values (what "unchanged" now means). */
  base: T
  /** The values to show: the server's, with every field the user changed kept. */
  values: T
  /** The fields the user changed (kept in `values`, so they stay marked as changed). */
  mine: string[]
  /** The fields both changed to different values: the user picks. */
  conflicts: FieldConflict[]
}

/**
 * A three-way merge of a form's fields (docs/decisions.md, "Versions"): `original` is what the form
 * opened with, `mine` what is on screen, `theirs` the record as the server has it now (in the
 * form's shape). A field only they changed takes theirs, a field only the user changed keeps the
 * user's, a field both changed alike is settled, a field both changed differently is a conflict.
 * Fields are the form's top-level names; a field the server's record does not hold counts as not
 * changed by them.
 */
export function mergeFields<T extends Record<string, unknown>>(original: T, mine: T, theirs: Partial<T>): MergeResult<T> {
  const base = { ...original } as Record<string, unknown>
  const values = { ...mine } as Record<string, unknown>
  const changedByMe: string[] = []
  const conflicts: FieldConflict[] = []
  for (const field of Object.keys(mine)) {
    const theirValue = field in theirs ? theirs[field] : original[field]
    const mineChanged = !same(mine[field], original[field])
    const theirsChanged = !same(theirValue, original[field])
    base[field] = theirValue
    if (!mineChanged) values[field] = theirValue
    else {
      changedByMe.push(field)
      if (theirsChanged && !same(mine[field], theirValue)) conflicts.push({ field, original: original[field], mine: mine[field], theirs: theirValue })
    }
  }
  return { base: base as T, values: values as T, mine: changedByMe, conflicts }
}

/** The server's record in the form's shape: the form's own mapping, else the fields of the same name. */
export function recordAsValues<T extends Record<string, unknown>>(record: Record<string, unknown>, shape: T, toValues?: (record: never) => T): Partial<T> {
  if (toValues) return toValues(record as never)
  const values: Record<string, unknown> = {}
  for (const field of Object.keys(shape)) if (field in record) values[field] = record[field] ?? (typeof shape[field] === 'string' ? '' : record[field])
  return values as Partial<T>
}
