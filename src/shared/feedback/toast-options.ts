/**
 * What the always-loaded AppToaster and the lazily loaded ToasterHost both need, in a module of
 * its own so neither imports the other (no import cycles, docs/architecture.md).
 */
export const APP_TOASTER_ID = 'app-toaster'
/** Alert toasts show for 5 s, fixed at the top right. */
export const TOAST_TIMEOUT_MS = 5000
/** A toast that offers Undo shows for 10 s (issue 25: "Undo for 10 s"). */
export const UNDO_TIMEOUT_MS = 10_000
