import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The fault sweep's named exceptions. Each entry says why; none of them skips a query: the
 * sweep still runs every check, and an entry that no longer applies fails the suite until it
 * is taken off.
 */

/**
 * Silent failures known and left for the owners of those files (other helpers own them this
 * round): `METHOD path @ page` (the page: a sample URL's path, ids as `*`) → what is missing.
 * One that passes every check fails the suite ("take it off KNOWN_SILENT"), and so does one
 * that its area no longer reaches. Empty: every query of the product passes every check; an
 * entry added here must say what is missing and whose it is.
 */
export const KNOWN_SILENT: Readonly<Record<string, string>> = {}

/**
 * A call made on a page that shows nothing of its answer there (a background fill of a later
 * page's cache), with the pages where that is so: a sample URL's path, ids as `*`, and the
 * panel or view it opens (`/users`, `/users?editor=new`, `/organization?detail=*`). It is not swept there,
 * and is swept where it is shown. The sweep fails if the call is no longer made on that page.
 */
export const NOT_SHOWN: ReadonlyArray<{ key: string; on: readonly string[]; why: string }> = [
  {
    key: 'GET /identity-service/commons/entities/Organization/key-value-list',
    on: ['/users'],
    why: "read by the Users screen for its editor's organization field; the list shows nothing of it (swept on /users?editor=new, where the field shows its loading and failure)",
  },
  {
    key: 'POST /channel-service/channels/search/company',
    on: ['/mychannels', '/mychannels?view=list', '/my-channels'],
    why: "fills the channel switcher's options (spec §3 selectBoxData) for the channel pages; nothing on /mychannels shows them, and when it fails nothing is stored, so the switcher asks itself (swept on the channel pages)",
  },
]

/**
 * A query whose loading and error states live in a popup (the bell's dropdown): the user opens
 * it, and so does the sweep, before looking for the states. `open` clicks what the user clicks.
 */
export const REVEAL: Readonly<Record<string, { why: string; open(): Promise<void> }>> = {
  'GET /notification-service/user-notifications/navbar': {
    why: 'the bell shows a failure as a dot on itself (and says so in its name); its loading, error and Retry are in its dropdown',
    open: async () => {
      const bell = await screen.findByTestId('notification-bell')
      if (!screen.queryByTestId('notification-dropdown')) fireEvent.click(bell)
      await screen.findByTestId('notification-dropdown')
    },
  },
  'POST /channel-service/jobs/search': {
    why: 'the jobs tray is busy (aria-busy) on itself while it reads and shows a failure as a dot on itself; its spinner, error and Retry are in its popover',
    open: async () => {
      await waitFor(() => expect(document.querySelector('[data-jobs-tray]')).toBeTruthy())
      if (!document.querySelector('[data-jobs-tray-surface]')) fireEvent.click(document.querySelector('[data-jobs-tray]')!)
      await waitFor(() => expect(document.querySelector('[data-jobs-tray-surface]')).toBeTruthy())
    },
  },
}
