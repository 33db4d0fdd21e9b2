import { screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'

/**
 * A drawer by its label. Not by accessible name: Fluent's focus manager (tabster) can leave a
 * fresh drawer aria-hidden in jsdom, and an aria-hidden element has no accessible name.
 */
export const drawerLabelled = (label: string) =>
  waitFor(() => {
    // Not the drawer that says "Loading…" while a record loads: the form's own drawer replaces it.
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (element) => element.getAttribute('aria-label') === label && !element.querySelector('[data-record-loading]'),
    )
    if (!found) throw new Error(`No drawer labelled ${label}`)
    return found
  })

/** Shows where the router is, for `currentLocation()`: render it beside the screen. */
export function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/** The path and query the LocationProbe shows, e.g. `/users?page=2`. */
export const currentLocation = () => screen.getByTestId('location').textContent ?? ''

/** The query parameters of the current location (LocationProbe). */
export const searchParams = () => new URL(currentLocation(), 'http://test.local').searchParams

/** The text of one column (`data-column`) in each body row of a list table, top to bottom. */
export const columnTexts = (table: HTMLElement, column: string) =>
  within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.querySelector(`[data-column="${column}"]`)?.textContent)
