import { describe, expect, it } from 'vitest'
import { listColumnsKey } from '@/lib/storage-keys'
import { columnOrder, loadColumnChoice, moveColumn, resetColumnChoice, sanitizeColumnChoice, saveColumnChoice, toggleColumn } from './column-choice'

const context = {
  all: ['firstName', 'lastName', 'email', 'roles', 'phoneNumber', 'status', 'createdAt'],
  defaults: ['firstName', 'lastName', 'roles', 'phoneNumber', 'status'],
}

describe('column choice', () => {
  it('starts from the defaults, persists a choice under the list key, and resets to the defaults', () => {
    expect(loadColumnChoice('users', context)).toEqual(context.defaults)
    const chosen = moveColumn(toggleColumn(toggleColumn(context.defaults, 'email', true, context), 'roles', false, context), 'email', 0)
    expect(chosen).toEqual(['email', 'firstName', 'lastName', 'phoneNumber', 'status'])
    saveColumnChoice('users', chosen)
    expect(localStorage.getItem('users_selected_columns')).toBe(JSON.stringify(chosen))
    expect(loadColumnChoice('users', context)).toEqual(chosen)
    // Another list keeps its own choice.
    expect(loadColumnChoice('roles', context)).toEqual(context.defaults)
    resetColumnChoice('users')
    expect(localStorage.getItem(listColumnsKey('users'))).toBeNull()
    expect(loadColumnChoice('users', context)).toEqual(context.defaults)
  })

  it('treats corrupt or stale stored values as the defaults, keeping what still makes sense', () => {
    localStorage.setItem('users_selected_columns', '{not json')
    expect(loadColumnChoice('users', context)).toEqual(context.defaults)
    expect(sanitizeColumnChoice({ columns: 1 }, context)).toEqual(context.defaults)
    expect(sanitizeColumnChoice([], context)).toEqual(context.defaults)
    expect(sanitizeColumnChoice(['gone', 42, 'status', 'status', 'email'], context)).toEqual(['status', 'email'])
  })

  it('always shows required columns, in their defined place', () => {
    const withRequired = { ...context, required: ['firstName'] }
    expect(sanitizeColumnChoice(['status', 'email'], withRequired)).toEqual(['firstName', 'status', 'email'])
    expect(toggleColumn(['firstName', 'status'], 'firstName', false, withRequired)).toEqual(['firstName', 'status'])
  })

  it('never hides the last visible column and ignores unknown ids', () => {
    expect(toggleColumn(['status'], 'status', false, context)).toEqual(['status'])
    expect(toggleColumn(['status'], 'password', true, context)).toEqual(['status'])
  })

  it('moves within bounds and lists hidden columns after visible ones', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -5)).toEqual(['c', 'a', 'b'])
    expect(moveColumn(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a'])
    expect(moveColumn(['a', 'b'], 'zz', 0)).toEqual(['a', 'b'])
    expect(columnOrder(['status', 'firstName'], context.all)).toEqual(['status', 'firstName', 'lastName', 'email', 'roles', 'phoneNumber', 'createdAt'])
  })
})

describe('a column choice under a key the spec names', () => {
  it('reads, writes and resets that key, not the list id one', () => {
    const context = { all: ['a', 'b', 'c'], defaults: ['a', 'b'] }
    saveColumnChoice('cmsChannels', ['c', 'a'], undefined, 'cms_channels_columns')
    expect(localStorage.getItem('cms_channels_columns')).toBe('["c","a"]')
    expect(localStorage.getItem(listColumnsKey('cmsChannels'))).toBeNull()
    expect(loadColumnChoice('cmsChannels', context, undefined, 'cms_channels_columns')).toEqual(['c', 'a'])
    expect(loadColumnChoice('cmsChannels', context)).toEqual(['a', 'b'])
    resetColumnChoice('cmsChannels', undefined, 'cms_channels_columns')
    expect(localStorage.getItem('cms_channels_columns')).toBeNull()
  })
})
