import type { ThemeMode } from '@/shared/theme'

/** Colours of the two logo variants: a play tile in the brand green, lighter on dark surfaces. */
const VARIANTS: Record<ThemeMode, { tile: string; accent: string; play: string }> = {
  light: { tile: '#00a97c', accent: '#007859', play: '#ffffff' },
  dark: { tile: '#03936C', accent: '#66bca5', play: '#f5faf8' },
}

export interface LogoProps {
  mode: ThemeMode
  size?: number
  className?: string
}

/** The product mark. Decorative: put the product name next to it or on the surrounding link. */
export function Logo({ mode, size = 32, className }: LogoProps) {
  const colours = VARIANTS[mode]
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-variant={mode}>
      <rect width="32" height="32" rx="7" fill={colours.tile} />
      <path d="M4 26h24v2.5a3.5 3.5 0 0 1-3.5 3.5h-17A3.5 3.5 0 0 1 4 28.5z" fill={colours.accent} opacity="0.9" />
      <path d="M12.5 9.2v12.6a.8.8 0 0 0 1.2.7l10-6.3a.8.8 0 0 0 0-1.4l-10-6.3a.8.8 0 0 0-1.2.7z" fill={colours.play} />
    </svg>
  )
}
