import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { videosList } from './videos-list'
import { applyColumns, columnsFromLink, shareLink, storedColumns, viewQuery, withView } from './saved-view-link'

describe('saved views and their links', () => {
  const params = new URLSearchParams('cmsId=c1&privacyStatus=public&privacyStatus=unlisted&uploadedStart=2024-01-01&sort=viewCount&order=desc&page=3&editor=x')

  it('keeps only the list part of a view, without the page', () => {
    expect(viewQuery(videosList, params)).toBe('privacyStatus=public&privacyStatus=unlisted&uploadedStart=2024-01-01&sort=viewCount&order=desc')
  })

  it('applies a saved view over the current URL, keeping carried parameters', () => {
    const next = withView(videosList, params, 'search=final&size=500')
    expect(next.get('cmsId')).toBe('c1')
    expect(next.getAll('privacyStatus')).toEqual([])
    expect(next.get('search')).toBe('final')
    expect(next.get('size')).toBe('500')
    expect(next.get('page')).toBeNull()
  })

  it('shares a link with the columns, and reads only valid column ids back', () => {
    const link = shareLink('https://app.test/my-channels/x/contents/videos', videosList, params, ['video', 'viewCount'])
    const url = new URL(link)
    expect(url.searchParams.get('columns')).toBe('video,viewCount')
    expect(url.searchParams.get('page')).toBeNull()
    expect(url.searchParams.getAll('privacyStatus')).toEqual(['public', 'unlisted'])
    expect(columnsFromLink(new URLSearchParams('columns=video,<img>,viewCount,video'))).toEqual(['video', 'viewCount'])
    expect(columnsFromLink(new URLSearchParams(''))).toEqual([])
  })

  it('stores columns under video_selected_columns and reads the defaults when none are stored', () => {
    localStorage.removeItem(STORAGE_KEYS.videoSelectedColumns)
    expect(storedColumns(STORAGE_KEYS.videoSelectedColumns, ['video'])).toEqual(['video'])
    let heard = ''
    const listener = (event: StorageEvent) => (heard = event.key ?? '')
    window.addEventListener('storage', listener)
    applyColumns(STORAGE_KEYS.videoSelectedColumns, ['video', 'fileName'])
    window.removeEventListener('storage', listener)
    expect(heard).toBe('video_selected_columns')
    expect(storedColumns(STORAGE_KEYS.videoSelectedColumns, ['video'])).toEqual(['video', 'fileName'])
  })
})
