import { describe, expect, it } from 'vitest'
import { dropDestination, edgeOf, moveInPage } from './reorder'

const page = (positions: number[]) => positions.map((position) => ({ id: `v${position}`, position }))
const order = (rows: { id: string; position: number }[]) => rows.map((row) => `${row.id}@${row.position}`)

describe('dropDestination', () => {
  it('puts the entry before the target on its top half and after it on its bottom half', () => {
    expect(dropDestination(4, 1, 'top')).toBe(1)
    expect(dropDestination(4, 1, 'bottom')).toBe(2)
    expect(dropDestination(0, 3, 'top')).toBe(2)
    expect(dropDestination(0, 3, 'bottom')).toBe(3)
  })

  it('leaves the entry where it is when dropped beside itself', () => {
    expect(dropDestination(2, 1, 'bottom')).toBe(2)
    expect(dropDestination(2, 3, 'top')).toBe(2)
  })

  it('tells the edge from the pointer against the row middle', () => {
    expect(edgeOf(10, { top: 0, height: 44 })).toBe('top')
    expect(edgeOf(30, { top: 0, height: 44 })).toBe('bottom')
  })
})

describe('moveInPage', () => {
  it('moves up and down, shifting the rows between by one', () => {
    expect(order(moveInPage(page([0, 1, 2, 3]), 'v3', 0, 3))).toEqual(['v3@0', 'v0@1', 'v1@2', 'v2@3'])
    expect(order(moveInPage(page([0, 1, 2, 3]), 'v0', 2, 3))).toEqual(['v1@0', 'v2@1', 'v0@2', 'v3@3'])
  })

  it('drops a row moved past the page and clamps to the playlist', () => {
    expect(order(moveInPage(page([0, 1, 2]), 'v1', 40, 9))).toEqual(['v0@0', 'v2@1'])
    expect(order(moveInPage(page([10, 11, 12]), 'v12', 0, 99))).toEqual(['v10@11', 'v11@12'])
  })

  it('keeps the gaps of a filtered page', () => {
    expect(order(moveInPage(page([2, 5, 9]), 'v9', 5, 20))).toEqual(['v2@2', 'v9@5', 'v5@6'])
  })

  it('returns the rows unchanged for an entry not on the page', () => {
    expect(order(moveInPage(page([0, 1]), 'nope', 0, 1))).toEqual(['v0@0', 'v1@1'])
  })
})
