import { describe, expect, it } from 'vitest'
import { carriedSearch } from './carried-params'

describe('carriedSearch', () => {
  it('keeps cmsId, channelId and companyId and drops the rest', () => {
    expect(carriedSearch('?a=1&cmsId=x&companyId=y')).toBe('?cmsId=x&companyId=y')
    expect(carriedSearch('?channelId=c&status=active')).toBe('?channelId=c')
  })

  it('gives nothing when none is there or a value is empty', () => {
    expect(carriedSearch('?a=1')).toBe('')
    expect(carriedSearch('?cmsId=')).toBe('')
    expect(carriedSearch('')).toBe('')
  })
})
