import { describe, expect, it } from 'vitest'
import { chooseFiles } from '@/shared/form'
import { cropWideEnough, previewBackground, qualitySteps, sourceRules } from './thumbnail-image'

const RULES = { acceptedTypes: ['image/jpeg', 'image/png', 'image/gif'], maxBytes: 2 * 1024 * 1024, minWidth: 640, width: 1280, height: 720, quality: 0.85 }

describe('thumbnail image rules', () => {
  it("re-encodes from the rules' quality down to 0.4, never below", () => {
    expect(qualitySteps(0.85)).toEqual([0.85, 0.75, 0.65, 0.55, 0.45])
    expect(qualitySteps(0.3)).toEqual([0.4])
  })

  it('refuses a BMP by type and a narrow image by width, with the numbers in the message values', async () => {
    const rules = sourceRules(RULES, 'JPG, PNG or GIF', async (file) => (file.name === 'narrow.png' ? 500 : 1920))
    const bmp = new File([new Uint8Array(16)], 'scan.bmp', { type: 'image/bmp' })
    const narrow = new File([new Uint8Array(16)], 'narrow.png', { type: 'image/png' })
    const good = new File([new Uint8Array(16)], 'wide.jpg', { type: 'image/jpeg' })
    const choice = await chooseFiles([], [bmp, narrow, good], rules, true)
    expect(choice.files.map((f) => f.name)).toEqual(['wide.jpg'])
    expect(choice.refused).toEqual([
      { name: 'scan.bmp', rule: 'type', types: ['JPEG', 'PNG', 'GIF'], typeLabel: 'JPG, PNG or GIF' },
      { name: 'narrow.png', rule: 'custom', message: { key: 'thumbnail:rules.tooNarrow', values: { width: 500, min: 640 } } },
    ])
  })

  it('says whether the crop is wide enough and draws previews of the crop at each size', () => {
    expect(cropWideEnough({ x: 0, y: 0, width: 639.6, height: 360 }, RULES)).toBe(true)
    expect(cropWideEnough({ x: 0, y: 0, width: 600, height: 337.5 }, RULES)).toBe(false)
    expect(cropWideEnough(null, RULES)).toBe(false)
    // The middle two thirds of a 1920×1080 image: 150 % wide, placed at the middle.
    expect(previewBackground({ x: 320, y: 180, width: 1280, height: 720 }, { width: 1920, height: 1080 }, 320)).toEqual({
      width: '320px',
      aspectRatio: '1280 / 720',
      backgroundSize: '150% auto',
      backgroundPosition: '50% 50%',
    })
    // The whole image: nothing to place.
    expect(previewBackground({ x: 0, y: 0, width: 1920, height: 1080 }, { width: 1920, height: 1080 }, 168).backgroundPosition).toBe('0% 0%')
  })
})
