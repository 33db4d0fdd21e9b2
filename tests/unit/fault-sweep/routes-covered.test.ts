import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from '@/app/router/routes'
import { createGateway } from '@mocks/gateway'
import { samplesFor } from './samples'

/** Every leaf of the route table, by its full path (`/a/:id/b`, `/a (index)`). */
function leaves(table: readonly RouteObject[], parent = ''): Map<RouteObject, string> {
  const found = new Map<RouteObject, string>()
  for (const route of table) {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent
    if (route.children?.length) for (const [leaf, full] of leaves(route.children, path)) found.set(leaf, full)
    else found.set(route, route.index ? `${path || '/'} (index)` : path || '/')
  }
  return found
}

describe('the fault sweep covers the route table', () => {
  it('has a sample URL for every route (a new screen adds its URL to tests/unit/fault-sweep/samples.ts)', () => {
    const samples = Object.values(samplesFor(createGateway().db)).flat()
    const all = leaves(routes)
    const reached = new Set<RouteObject>()
    for (const sample of samples) {
      const matched = matchRoutes([...routes], new URL(sample.url, 'http://localhost').pathname)
      const leaf = matched?.at(-1)?.route
      if (leaf) reached.add(leaf)
    }
    const missing = [...all].filter(([route]) => !reached.has(route)).map(([, path]) => path)
    expect(missing, JSON.stringify(missing)).toEqual([])
    expect(all.size).toBeGreaterThan(40)
  })
})
