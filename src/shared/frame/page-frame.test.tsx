import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { PageFrame, PageHeadingLevel, UpcomingPage } from './page-frame'

describe('the page frame heading', () => {
  it('is the page h1 on a page of its own', () => {
    renderWithProviders(<PageFrame title="Kullanıcılar" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kullanıcılar')
  })

  it('is an h2 under a layout that has the h1 (a channel page), so a page has one h1', () => {
    renderWithProviders(
      <>
        <h1>Toros Dizi</h1>
        <PageHeadingLevel value={2}>
          <UpcomingPage title="Videolar" badge="Hazırlanıyor" heading="Neler olacak" description="…" />
        </PageHeadingLevel>
      </>,
    )
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Toros Dizi'])
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Videolar')
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Neler olacak')
  })
})
