import type { Theme } from '@fluentui/react-components'
import { use } from 'react'
import { lightTheme } from './light-theme'
import type { ThemeMode } from './themes'

/** The promise is kept: `use()` needs the same one on every render. */
let darkTheme: Promise<Theme> | undefined
const loadDarkTheme = () => (darkTheme ??= import('./dark-theme').then((module) => module.darkTheme))

/**
 * The Fluent theme of a mode. The dark palette loads the first time it is needed, so the first
 * page of most sessions does not carry it (docs/architecture.md, "Budgets"); until then this suspends. Pass a
 * deferred mode (`useDeferredValue`) so that a switch to dark keeps the page on screen while it
 * loads, instead of falling back.
 */
export function useTheme(mode: ThemeMode): Theme {
  return mode === 'dark' ? use(loadDarkTheme()) : lightTheme
}
