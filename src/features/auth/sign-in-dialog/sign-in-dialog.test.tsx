import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { session } from '@/api/session'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { currentLocation } from '@tests/dom'
import { renderScreen } from '@tests/screen'
import { KeepPageOnSignOut } from './keep-page-on-sign-out'

const TEXTS = {
  tr: { title: 'Devam etmek için oturum açın', password: 'Şifre', submit: 'Oturum aç', cancel: 'Oturumu kapat', reason: 'Token yenileme başarısız' },
  en: { title: 'Sign in to continue', password: 'Password', submit: 'Sign in', cancel: 'Sign out', reason: 'Token refresh failed' },
} as const

/** The page the user was on, with the dialog mounted as the app's layout mounts it. */
async function renderPage(language: 'tr' | 'en', signedInAs = 'editor@demo.local') {
  const result = await renderScreen(<KeepPageOnSignOut />, { language, signedInAs, route: '/my-channels/ch-1/settings?cmsId=9', withLocation: true })
  let held: Promise<string> | null = null
  // The mutator's refresh was refused: it holds its request and asks for the sign-in.
  act(() => {
    held = session.interrupt('refresh_failed')
  })
  return { ...result, held: held as unknown as Promise<string> }
}

describe.each(['tr', 'en'] as const)('the sign-in dialog over the page (%s)', (language) => {
  const text = TEXTS[language]

  it('opens with the reason over the page, and the same user signing in closes it and lets the held request go on', async () => {
    const { held } = await renderPage(language)
    const dialog = await screen.findByRole('alertdialog', { name: text.title })
    expect(dialog.textContent).toContain(text.reason)
    expect(screen.getByRole('textbox').getAttribute('value')).toBe('editor@demo.local')
    await userEvent.type(screen.getByLabelText(new RegExp(text.password)), 'Demo123!')
    await userEvent.click(screen.getByRole('button', { name: text.submit }))
    const token = await held
    expect(token).toBe(session.get()?.accessToken)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(currentLocation()).toBe('/my-channels/ch-1/settings?cmsId=9')
  })

  it('shows the login error in the dialog for a wrong password and keeps the page', async () => {
    await renderPage(language)
    await screen.findByRole('alertdialog', { name: text.title })
    await userEvent.type(screen.getByLabelText(new RegExp(text.password)), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: text.submit }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(session.interruption()).not.toBeNull()
    expect(currentLocation()).toBe('/my-channels/ch-1/settings?cmsId=9')
  })

  it('another user signing in drops the held request and the carried ids, and goes to their dashboard', async () => {
    const { held } = await renderPage(language)
    localStorage.setItem(STORAGE_KEYS.channelId, 'ch-1')
    const outcome = held.then(
      () => 'resumed',
      () => 'dropped',
    )
    await screen.findByRole('alertdialog', { name: text.title })
    const email = screen.getByRole('textbox')
    await userEvent.clear(email)
    await userEvent.type(email, 'admin@demo.local')
    await userEvent.type(screen.getByLabelText(new RegExp(text.password)), 'Demo123!')
    await userEvent.click(screen.getByRole('button', { name: text.submit }))
    expect(await outcome).toBe('dropped')
    await waitFor(() => expect(currentLocation()).toBe('/dashboard-panel'))
    expect(session.get()?.user.email).toBe('admin@demo.local')
    expect(localStorage.getItem(STORAGE_KEYS.channelId)).toBeNull()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('Cancel signs out with the reason, as before', async () => {
    const { held } = await renderPage(language)
    const signOuts: string[] = []
    session.onSignOut((reason) => signOuts.push(reason))
    const outcome = held.catch(() => 'failed')
    await userEvent.click(await screen.findByRole('button', { name: text.cancel }))
    expect(await outcome).toBe('failed')
    expect(signOuts).toEqual(['refresh_failed'])
    expect(session.get()).toBeNull()
  })
})
