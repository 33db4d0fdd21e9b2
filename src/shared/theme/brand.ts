import type { BrandVariants, Theme } from '@fluentui/react-components'

/**
 * Brand ramps around the product's primary greens (#00a97c light, #03936C dark).
 *
 * The ramps give the shades Fluent uses for brand TEXT and icons on the page (light: slot 80
 * on white, 5.4:1; dark: slot 100 on #292929, 5.1:1), because the primary greens themselves are
 * too light for text on white (3.0:1). The brand SURFACES (primary buttons, checked boxes,
 * switches, the sign-in hero) are the exact primary greens: see BRAND_SURFACES below.
 */
export const LIGHT_BRAND: BrandVariants = {
  10: '#001b14',
  20: '#00281e',
  30: '#003528',
  40: '#004332',
  50: '#00503c',
  60: '#005d46',
  70: '#006a4f',
  80: '#007859',
  90: '#008563',
  100: '#00976f',
  110: '#00a97c',
  120: '#2db996',
  130: '#5ac9ae',
  140: '#87d9c5',
  150: '#b4e9dc',
  160: '#e1f8f2',
}

export const DARK_BRAND: BrandVariants = {
  10: '#010f0b',
  20: '#011d15',
  30: '#012b20',
  40: '#02392a',
  50: '#024735',
  60: '#02553f',
  70: '#02624a',
  80: '#03936C',
  90: '#24a17f',
  100: '#45ae92',
  110: '#66bca5',
  120: '#88c9b7',
  130: '#a9d7ca',
  140: '#cae4dd',
  150: '#ebf2f0',
  160: '#f5faf8',
}

/** The primary greens, for the few places that paint the exact brand green. */
const BRAND_PRIMARY = { light: '#00a97c', dark: '#03936C' } as const

/**
 * Text on a brand surface. White on the primary greens is 3.0:1 (light) and 3.9:1 (dark), below
 * WCAG AA for 14 px text, so text and icons on them are near-black: 6.5:1 and 5.1:1.
 */
const ON_BRAND = '#0a0a0a'

const surfaces = (rest: string, hover: string, pressed: string): Partial<Theme> => ({
  colorBrandBackground: rest,
  colorBrandBackgroundHover: hover,
  colorBrandBackgroundPressed: pressed,
  colorBrandBackgroundSelected: pressed,
  colorCompoundBrandBackground: rest,
  colorCompoundBrandBackgroundHover: hover,
  colorCompoundBrandBackgroundPressed: pressed,
  colorCompoundBrandStroke: rest,
  colorCompoundBrandStrokeHover: hover,
  colorCompoundBrandStrokePressed: pressed,
  colorNeutralForegroundOnBrand: ON_BRAND,
})

/**
 * The brand surfaces in the exact primary greens; hover lighter and
 * pressed darker, each keeping ON_BRAND text at 4.5:1 or more (brand.test.ts checks it).
 */
export const BRAND_SURFACES = {
  light: surfaces(BRAND_PRIMARY.light, '#2db996', '#00976f'),
  dark: surfaces(BRAND_PRIMARY.dark, '#24a17f', '#0b8f69'),
} as const
