import { describe, expect, it } from 'vitest'
import type { PermissionSet } from '@/lib/permissions'
import { firstReadable, type ReadableTarget } from './first-readable-redirect'

const set = (names: readonly string[], admin = false): PermissionSet => ({ admin, names: new Set(names) })

const TARGETS: readonly ReadableTarget[] = [
  { permission: 'a_read', path: 'a' },
  { permission: 'b_read', path: 'b' },
  { permission: 'c_read', path: '/c' },
]

describe('firstReadable', () => {
  it('picks the first target the user may read, in the given order', () => {
    expect(firstReadable(set(['c_read', 'b_read']), TARGETS)).toBe('b')
    expect(firstReadable(set(['c_read']), TARGETS)).toBe('/c')
  })

  it('gives the admin the first target and a user without any none', () => {
    expect(firstReadable(set([], true), TARGETS)).toBe('a')
    expect(firstReadable(set(['x_read']), TARGETS)).toBeNull()
  })
})
