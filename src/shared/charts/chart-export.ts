import { saveBlob } from '@/lib/download'

/**
 * A chart as a picture: the SVG the chart library drew, with its computed colours and fonts
 * written into it (the page's CSS does not travel with the file), as SVG or as a PNG drawn from it.
 */

const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
]

/** The chart's main SVG: the largest one inside the container (legend icons are small SVGs too). */
function chartSvgOf(container: HTMLElement): SVGSVGElement | null {
  const svgs = [...container.querySelectorAll('svg')]
  const area = (svg: SVGSVGElement) => svg.clientWidth * svg.clientHeight || Number(svg.getAttribute('width') ?? 0) * Number(svg.getAttribute('height') ?? 0)
  return svgs.sort((a, b) => area(b) - area(a))[0] ?? null
}

/** A standalone copy of the SVG with computed styles inlined and a background of `background`. */
function standaloneSvg(svg: SVGSVGElement, background: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement
  const originals = [svg, ...svg.querySelectorAll('*')]
  const copies = [copy, ...copy.querySelectorAll('*')]
  originals.forEach((original, index) => {
    const target = copies[index] as SVGElement | undefined
    if (!target) return
    const computed = getComputedStyle(original)
    const style = STYLE_PROPERTIES.map((name) => `${name}:${computed.getPropertyValue(name)}`)
      .filter((rule) => !rule.endsWith(':'))
      .join(';')
    target.setAttribute('style', style)
    target.removeAttribute('class')
  })
  const width = svg.clientWidth || Number(svg.getAttribute('width')) || 600
  const height = svg.clientHeight || Number(svg.getAttribute('height')) || 300
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  copy.setAttribute('width', String(width))
  copy.setAttribute('height', String(height))
  if (!copy.getAttribute('viewBox')) copy.setAttribute('viewBox', `0 0 ${width} ${height}`)
  const backdrop = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
  backdrop.setAttribute('width', '100%')
  backdrop.setAttribute('height', '100%')
  backdrop.setAttribute('fill', background)
  copy.insertBefore(backdrop, copy.firstChild)
  return new XMLSerializer().serializeToString(copy)
}

/** Draws SVG text onto a canvas at `scale` and returns the PNG. */
async function svgToPng(svgText: string, width: number, height: number, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml;charset=utf-8' }))
  try {
    const image = new Image()
    image.decoding = 'async'
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(width * scale)
    canvas.height = Math.round(height * scale)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    context.scale(scale, scale)
    context.drawImage(image, 0, 0, width, height)
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'))
  } finally {
    URL.revokeObjectURL(url)
  }
}

/**
 * The colour the chart is drawn on: the first opaque background from `element` up (the card's).
 * The figure itself is transparent, and white under a dark theme's light text lost the labels.
 */
export function backgroundOf(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor
    if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color
  }
  return '#ffffff'
}

/** Saves the chart drawn in `container` as `<fileName>.svg` or `.png`; false when there is none. */
export async function exportChart(container: HTMLElement, format: 'png' | 'svg', fileName: string): Promise<boolean> {
  const svg = chartSvgOf(container)
  if (!svg) return false
  const text = standaloneSvg(svg, backgroundOf(container))
  if (format === 'svg') {
    saveBlob(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }), `${fileName}.svg`)
    return true
  }
  const width = svg.clientWidth || 600
  const height = svg.clientHeight || 300
  saveBlob(await svgToPng(text, width, height), `${fileName}.png`)
  return true
}
