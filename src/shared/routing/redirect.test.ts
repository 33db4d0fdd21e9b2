import { describe, expect, it } from 'vitest'
import { REPORT_ORDER } from '@/features/reports'
import type { PermissionSet } from '@/shared/lib/permissions'
import { firstReadable } from './redirect'

const set = (names: readonly string[], admin = false): PermissionSet => ({ admin, names: new Set(names) })

describe('firstReadable', () => {
  it('picks the first target the user may read, in the given order', () => {
    expect(firstReadable(set(['company_report_read', 'user_report_read']), REPORT_ORDER)).toBe('user-reports')
    expect(firstReadable(set(['company_report_read']), REPORT_ORDER)).toBe('companyReports')
  })

  it('gives the admin the first target and a user without any none', () => {
    expect(firstReadable(set([], true), REPORT_ORDER)).toBe('channel-reports')
    expect(firstReadable(set([]), REPORT_ORDER)).toBeNull()
  })
})
