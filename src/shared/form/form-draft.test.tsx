import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { session } from '@/api/session'
import { DRAFT_PREFIX } from '@/lib/storage-keys'
import { renderWithProviders } from '@tests/render'
import { tokenExpiringIn } from '@tests/tokens'
import { FormInput } from './input-fields'
import { PageForm } from './page-form'
import { usePageForm } from './use-page-form'
import { useZodForm } from './use-zod-form'

const schema = z.object({ name: z.string().trim().min(1), email: z.email() })
type Settings = z.input<typeof schema>
const RECORD: Settings = { name: 'Kanal', email: 'kanal@demo.local' }

function SettingsForm({ save }: { save: (values: Settings) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: RECORD })
  const editor = usePageForm({ form, save })
  return (
    <PageForm editor={editor}>
      <FormInput control={form.control} name="name" label="Name" required />
      <FormInput control={form.control} name="email" label="E-mail" type="email" required />
    </PageForm>
  )
}

const TEXTS = {
  en: { restored: /^Restored draft from \d{1,2}:\d\d\s?[AP]M$/, discard: 'Discard', save: 'Save' },
  tr: { restored: /^\d\d:\d\d saatindeki taslak geri yüklendi$/, discard: 'Taslağı sil', save: 'Kaydet' },
} as const

function signInAs(email: string) {
  session.resetForTests()
  session.signIn({ accessToken: tokenExpiringIn(3600, { email }), refreshToken: 'r', idToken: null }, email, true)
}

const renderForm = (language: 'tr' | 'en', route = '/channels/1/settings', save: (values: Settings) => Promise<unknown> = async () => undefined) =>
  renderWithProviders(<></>, { language, route, routes: [{ path: '/channels/:id/settings', element: <SettingsForm save={save} /> }] })

const name = () => screen.getByRole('textbox', { name: /^Name/, hidden: true }) as HTMLInputElement
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_PREFIX))

/** Typing settles, then the draft is written: wait for it as the reload would find it. */
const typed = async (user: ReturnType<typeof renderForm>['user'], value: string) => {
  await user.clear(name())
  await user.type(name(), value)
  await waitFor(() => expect(drafts().map((key) => sessionStorage.getItem(key))).toEqual([expect.stringContaining(`"name":"${value}"`)]))
}

describe.each(['tr', 'en'] as const)('drafts of open forms (%s)', (language) => {
  const text = TEXTS[language]

  it('keeps what was typed across a reload and offers it back with the time and a discard', async () => {
    signInAs('editor@demo.local')
    const first = renderForm(language)
    await typed(first.user, 'Taslak adı')
    cleanup() // the tab reloads (or crashed): the form mounts again from scratch
    const { user } = renderForm(language)
    expect(name().value).toBe('Taslak adı')
    expect((await screen.findByTestId('form-draft-restored')).textContent).toMatch(new RegExp(text.restored.source.replace('$', '') + `.*${text.discard}`))
    await user.click(screen.getByRole('button', { name: text.discard }))
    expect(name().value).toBe('Kanal')
    expect(screen.queryByTestId('form-draft-restored')).toBeNull()
    expect(drafts()).toEqual([])
  })

  it('writes the draft at once when the page goes away (pagehide) before typing settled', async () => {
    signInAs('editor@demo.local')
    const { user } = renderForm(language)
    await user.type(name(), '!')
    window.dispatchEvent(new Event('pagehide'))
    // Read at once, as the next page load would: no wait for the write that typing schedules.
    expect(drafts().map((key) => sessionStorage.getItem(key))).toEqual([expect.stringContaining('"name":"Kanal!"')])
  })

  it('saving removes the draft', async () => {
    signInAs('editor@demo.local')
    const saved: Settings[] = []
    const { user } = renderForm(language, '/channels/1/settings', async (values) => saved.push(values))
    await typed(user, 'Kaydedilen')
    await user.click(screen.getByRole('button', { name: text.save }))
    await waitFor(() => expect(saved).toEqual([{ name: 'Kaydedilen', email: 'kanal@demo.local' }]))
    await waitFor(() => expect(drafts()).toEqual([]))
  })

  it('is kept per user and record, and sign-out removes every draft of the user', async () => {
    signInAs('editor@demo.local')
    const first = renderForm(language, '/channels/1/settings')
    await typed(first.user, 'Bir numara')
    cleanup()
    // Another record: its own empty form.
    renderForm(language, '/channels/2/settings')
    expect(name().value).toBe('Kanal')
    cleanup()
    // Another user in this tab sees nothing of the first one's draft.
    signInAs('admin@demo.local')
    renderForm(language, '/channels/1/settings')
    expect(name().value).toBe('Kanal')
    cleanup()
    signInAs('editor@demo.local')
    expect(drafts()).toHaveLength(1)
    act(() => session.signOut('logout'))
    expect(drafts()).toEqual([])
  })
})
