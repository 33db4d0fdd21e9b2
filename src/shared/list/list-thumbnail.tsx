import type { ReactNode } from 'react'
import { useSettledSinceMount } from './grid-motion'

export interface ListThumbnailProps {
  /** An address that passed the page's allow-list (e.g. `thumbnailSrc`); undefined: no picture. */
  src: string | undefined
  /** The frame's class (size, radius, background): the picture and the empty frame share it. */
  className: string
  /** Class and content of the frame when there is no picture at all (e.g. a video glyph). */
  emptyClassName?: string
  empty?: ReactNode
}

/**
 * A row's picture in a list cell. In a grid that is being flung, a row that scrolls in shows
 * the empty frame until the grid settles, then its picture (see GridMotion); elsewhere the
 * picture at once. Decorative: the row's text names it.
 */
export function ListThumbnail({ src, className, emptyClassName, empty }: ListThumbnailProps) {
  const settled = useSettledSinceMount()
  if (src && settled) return <img className={className} src={src} alt="" decoding="async" />
  return (
    <span className={src ? className : (emptyClassName ?? className)} aria-hidden="true">
      {src ? null : empty}
    </span>
  )
}
