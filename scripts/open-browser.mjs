// Whether this machine can open a desktop browser, so `npm start` asks Vite to open one only
// where that works (a server, a container or an SSH session has none: Vite's attempt ended in
// `Error: spawn xdg-open ENOENT` and a stack trace).
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

const onPath = (name, path) =>
  (path ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(join(dir, name), constants.X_OK)
        return true
      } catch {
        return false
      }
    })

/** True when a browser can be opened: BROWSER=none says no; Linux needs a display and xdg-open. */
export function canOpenBrowser(env = process.env, platform = process.platform) {
  if ((env.BROWSER ?? '').toLowerCase() === 'none' || env.CI === 'true') return false
  if (platform === 'win32') return true
  if (platform === 'darwin') return onPath('open', env.PATH)
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return false
  return onPath('xdg-open', env.PATH) || (!!env.BROWSER && onPath(env.BROWSER, env.PATH))
}
