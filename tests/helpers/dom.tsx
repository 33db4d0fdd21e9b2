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

/**
 * An open dialog or alert dialog by its title (its `aria-labelledby` text or `aria-label`). Not
 * by accessible name: Fluent's focus manager (tabster) learns of a new modal surface from a
 * MutationObserver; when the surface takes focus before that (its focus effect found nothing
 * focusable yet), tabster never activates it, and its next aria-hidden pass hides the surface,
 * which stays so while focus stays on it. Which comes first depends on timing (a busy machine
 * loses this race more often), and an aria-hidden element has no accessible name: query inside
 * the dialog with `hidden: true`.
 */
export const dialogTitled = (title: string) =>
  waitFor(() => {
    const titleOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find((element) => titleOf(element) === title)
    if (!found) throw new Error(`No dialog titled ${title}`)
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
