import { screen, waitFor, within } from '@testing-library/react'
import { useState, type ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberVersions } from '@/api/record-versions'
import { faults } from '@mocks/faults'
import { createGateway } from '@mocks/gateway'
import { renderScreen } from '@tests/screen'
import { quietConsoleErrors } from '@tests/console'
import { fixtureId } from '@tests/fixtures'
import { BulkJobDialog, type BulkJob } from './bulk-job-dialog'

/** 1234 videos: a count that groups its thousands differently in Turkish (1.234) and English (1,234). */
const ids = Array.from({ length: 1234 }, (_, i) => fixtureId(900_000 + i))

afterEach(() => {
  vi.restoreAllMocks()
  faults.clear()
})

async function renderJob(job: BulkJob, language: 'tr' | 'en', events: { onDeleted?: (ids: string[]) => void; onClose?: () => void } = {}) {
  // The browser speaks the other language: the counts must follow the interface's.
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language === 'tr' ? 'en-US' : 'tr-TR')
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language === 'tr' ? 'en-US' : 'tr-TR'])
  const gateway = createGateway()
  const channelId = gateway.db.channel.channels[0]!.id
  // The list the selection came from read them (once signed in): their versions go with the delete (If-Match).
  const ReadFirst = ({ children }: { children: ReactElement }) => {
    useState(() => rememberVersions({ items: ids.map((id) => ({ id, version: gateway.db.versions.of(id).version })) }))
    return children
  }
  return renderScreen(
    <ReadFirst>
      <BulkJobDialog
        job={job}
        channelId={channelId}
        shorts={false}
        nameOf={(id) => id}
        onDeleted={events.onDeleted}
        onClose={events.onClose ?? (() => undefined)}
      />
    </ReadFirst>,
    { gateway, language },
  )
}

describe('the bulk job dialog counts in the interface language, not the browser’s', () => {
  it.each([
    ['tr', '1.234 videoyu düzenle'],
    ['en', 'Edit 1,234 videos'],
  ] as const)('%s: the edit title names the count as %s', async (language, title) => {
    await renderJob({ kind: 'edit', ids }, language)
    const dialog = await screen.findByRole('dialog', { hidden: true })
    expect(within(dialog).getByRole('heading', { level: 2, hidden: true }).textContent).toBe(title)
  })

  it.each([
    ['tr', /1\.234/, '734 başarılı, 500 başarısız'],
    ['en', /1,234/, '734 succeeded, 500 failed'],
  ] as const)('%s: deleting names the count and, when a part failed, the outcome with grouped numbers', async (language, grouped, outcomeText) => {
    quietConsoleErrors()
    // The first part of 500 is refused; the others go to the Trash.
    faults.set({ method: 'DELETE', path: '/channel-service/videos/bulk', status: 400, times: 1 })
    const onDeleted = vi.fn()
    const onClose = vi.fn()
    await renderJob({ kind: 'delete', ids }, language, { onDeleted, onClose })
    const dialog = await screen.findByRole('dialog', { hidden: true })
    expect(within(dialog).getByRole('heading', { level: 2, hidden: true }).textContent).toMatch(grouped)
    const outcome = await within(dialog).findByRole('status', { hidden: true })
    await waitFor(() => expect(outcome.textContent).toBe(outcomeText))
    // Those deleted are offered for Undo; the dialog stays for the failed ones.
    expect(onDeleted).toHaveBeenCalledWith(ids.slice(500))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes by itself when every video went to the Trash, handing them over for Undo', async () => {
    const onDeleted = vi.fn()
    const onClose = vi.fn()
    await renderJob({ kind: 'delete', ids }, 'en', { onDeleted, onClose })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onDeleted).toHaveBeenCalledWith(ids)
  })
})
