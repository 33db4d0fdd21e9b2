import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@tests/render'
import { PageFrame, PageHeadingLevel } from './page-frame'

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
          <PageFrame title="Videolar" />
        </PageHeadingLevel>
      </>,
    )
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Toros Dizi'])
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Videolar')
  })
})
