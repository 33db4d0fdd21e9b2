import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { faults } from '@mocks/faults'
import { createGateway, type MockGateway } from '@mocks/gateway'
import { quietConsoleErrors } from '@tests/console'
import { currentLocation, LocationProbe } from '@tests/dom'
import { grantOnly } from '@tests/gateway'
import { renderScreen } from '@tests/screen'
import { ChannelSettingsScreen } from './channel-settings-screen'

let gateway: MockGateway
beforeEach(() => {
  gateway = createGateway()
  quietConsoleErrors()
})

const channelOf = () => gateway.db.channel.channels[2]!

function renderSettings(section: string, signedInAs?: string) {
  const channel = channelOf()
  return renderScreen(<></>, {
    gateway,
    language: 'en',
    signedInAs,
    route: `/my-channels/${channel.id}/settings${section ? `/${section}` : ''}`,
    routes: [
      {
        path: '/my-channels/:channelId/settings/*',
        element: (
          <>
            <ChannelSettingsScreen />
            <LocationProbe />
          </>
        ),
      },
    ],
  })
}

const textbox = (name: RegExp) => screen.findByRole('textbox', { name }) as Promise<HTMLInputElement>
const save = () => screen.getByRole('button', { name: 'Save' })

describe('Channel settings', () => {
  it('opens on channelSettings with the three sections named as the breadcrumb names them', async () => {
    await renderSettings('')
    await waitFor(() => expect(currentLocation()).toBe(`/my-channels/${channelOf().id}/settings/channelSettings`))
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('value'))).toEqual(['channelSettings', 'installationDefaults', 'channelTargeting'])
    for (const name of ['Channel Settings', 'Upload Defaults', 'Channel Targeting']) expect(screen.getByRole('tab', { name })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Channel Settings' }).getAttribute('aria-selected')).toBe('true')
    expect(await textbox(/^Channel description/)).toBeTruthy()
  })

  it('channelSettings: a failed save shows the server’s message and keeps every value; saving again stores them', async () => {
    const { user } = await renderSettings('channelSettings')
    const description = await textbox(/^Channel description/)
    await user.clear(description)
    await user.type(description, 'Yeni açıklama')
    const keywords = await textbox(/^Keywords/)
    await user.clear(keywords)
    await user.type(keywords, 'dizi, drama , dizi')
    faults.set({ method: 'PUT', path: `/channel-service/channels/${channelOf().id}/settings/channel-settings`, status: 500, times: 1 })
    await user.click(save())
    expect(await screen.findByText('Injected fault: HTTP 500')).toBeTruthy()
    expect(description.value).toBe('Yeni açıklama')
    expect(keywords.value).toBe('dizi, drama , dizi')
    await user.click(save())
    await waitFor(() => expect(gateway.db.settings.channel.get(channelOf().id)).toMatchObject({ description: 'Yeni açıklama', keywords: ['dizi', 'drama'] }))
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
  })

  it('channelSettings: the contract’s rules refuse a bad trailer id and e-mail before anything is sent', async () => {
    const { user } = await renderSettings('channelSettings')
    await user.type(await textbox(/^Trailer video id/), 'short')
    const email = await textbox(/^Contact e-mail/)
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.click(save())
    expect(await screen.findByText(/valid e-mail/i)).toBeTruthy()
    expect(gateway.db.settings.channel.has(channelOf().id)).toBe(false)
  })

  it('installationDefaults: a failed save keeps the values; the retry stores them', async () => {
    const { user } = await renderSettings('installationDefaults')
    const title = await textbox(/^Default title/)
    await user.type(title, 'Bölüm 1')
    const tags = await textbox(/^Tags/)
    await user.clear(tags)
    await user.type(tags, 'fragman, yeni')
    await user.click(screen.getByRole('switch', { name: 'Made for kids' }))
    faults.set({ method: 'PUT', path: `/channel-service/channels/${channelOf().id}/settings/installation-defaults`, status: 503, times: 1 })
    await user.click(save())
    expect(await screen.findByText('Injected fault: HTTP 503')).toBeTruthy()
    expect(title.value).toBe('Bölüm 1')
    expect((screen.getByRole('switch', { name: 'Made for kids' }) as HTMLInputElement).checked).toBe(true)
    await user.click(save())
    await waitFor(() =>
      expect(gateway.db.settings.installation.get(channelOf().id)).toMatchObject({
        defaultTitle: 'Bölüm 1',
        defaultTags: ['fragman', 'yeni'],
        madeForKids: true,
      }),
    )
  })

  it('channelTargeting: a failed save keeps the chosen audience; the retry stores it', async () => {
    const { user } = await renderSettings('channelTargeting')
    const ages = await screen.findByRole('combobox', { name: 'Age groups' })
    await user.click(ages)
    await user.click(await screen.findByRole('option', { name: '65 and over' }))
    const interests = await textbox(/^Interests/)
    await user.clear(interests)
    await user.type(interests, 'Spor, Teknoloji')
    faults.set({ method: 'PUT', path: `/channel-service/channels/${channelOf().id}/settings/channel-targeting`, status: 500, times: 1 })
    await user.click(save())
    expect(await screen.findByText('Injected fault: HTTP 500')).toBeTruthy()
    expect(within(screen.getByRole('listbox', { name: /Age groups/, hidden: true }).parentElement ?? document.body).queryByText('65 and over')).toBeTruthy()
    expect(interests.value).toBe('Spor, Teknoloji')
    await user.click(save())
    await waitFor(() => expect(gateway.db.settings.targeting.get(channelOf().id)?.ageGroups).toContain('age_65_plus'))
    expect(gateway.db.settings.targeting.get(channelOf().id)?.interests).toEqual(['Spor', 'Teknoloji'])
  })

  it('asks before leaving a section with unsaved changes', async () => {
    const { user } = await renderSettings('channelSettings')
    const description = await textbox(/^Channel description/)
    await user.type(description, ' ek')
    await user.click(screen.getByRole('tab', { name: 'Upload Defaults' }))
    const dialog = await screen.findByRole('alertdialog', { hidden: true })
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing', hidden: true }))
    expect(currentLocation()).toBe(`/my-channels/${channelOf().id}/settings/channelSettings`)
    expect(description.value.endsWith(' ek')).toBe(true)
  })

  it('is read-only without channel_write', async () => {
    grantOnly(gateway.db, 'editor@demo.local', ['channel_read'])
    await renderSettings('channelSettings', 'editor@demo.local')
    expect(await screen.findByText('You can view the settings but may not change them.')).toBeTruthy()
    expect((await textbox(/^Channel description/)).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })
})
