/**
 * The end of the navbar (after the theme switch). The live-notifications work puts the bell
 * here; until then it renders nothing.
 */
export function NavbarEnd() {
  return null
}
