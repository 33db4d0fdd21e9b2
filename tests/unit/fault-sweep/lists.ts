import { fireEvent, screen } from '@testing-library/react'

/**
 * The fault sweep's named exceptions. Each entry says why; none of them skips a query: the
 * sweep still runs every check, and an entry that no longer applies fails the suite until it
 * is taken off.
 */

/**
 * Silent failures known and left for the owners of those files (other helpers own them this
 * round): `METHOD path @ page` (the page: a sample URL's path, ids as `*`) → what is missing.
 * One that passes every check fails the suite ("take it off KNOWN_SILENT"), and so does one
 * that its area no longer reaches.
 */
const KIT_OPTION_LIST =
  'an option list in a kit control (ListFilters select/multiselect, FormSelect/FormCombobox/FormMultiSelect, src/shared/ui/list and form): ' +
  'useOptionList keeps the error but not the refetch, the control shows neither the failure nor a Retry (the options are just empty), ' +
  'and while loading it only writes "Yükleniyor…" as its value (no busy or progress indicator)'

export const KNOWN_SILENT: Readonly<Record<string, string>> = {
  'GET /notification-service/commons/enums/NotificationTypeKey/key-value-list @ /profile/notification-preferences':
    'the kinds’ server names: no loading and no error state; a failure leaves the client’s names without a word (src/features/notifications/preferences)',
  // The videos list's dialogs (src/features/channels/content-list): other helpers' files this round.
  'POST /channel-service/thumbnails/search @ /my-channels/*/contents/videos': 'the thumbnail dialog (content-list/thumbnail-dialog.tsx) shows the error, with no Retry',
  // Option lists in the kit's filters and form fields.
  'GET /identity-service/commons/entities/Organization/key-value-list @ /users': KIT_OPTION_LIST,
  'GET /identity-service/commons/enums/PlatformType/key-value-list @ /role-management': KIT_OPTION_LIST,
  'GET /identity-service/commons/enums/PermissionGroup/key-value-list @ /role-management': KIT_OPTION_LIST,
  'GET /identity-service/commons/enums/OrganizationStatus/key-value-list @ /organization': KIT_OPTION_LIST,
}

/**
 * A call made on a page that shows nothing of its answer there (a background fill of a later
 * page's cache), with the pages (sample URLs' paths, ids as `*`) where that is so. It is not swept there,
 * and is swept where it is shown. The sweep fails if the call is no longer made on that page.
 */
export const NOT_SHOWN: ReadonlyArray<{ key: string; on: readonly string[]; why: string }> = [
  {
    key: 'POST /channel-service/channels/search/company',
    on: ['/mychannels', '/my-channels'],
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
}
