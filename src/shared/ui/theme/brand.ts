import type { BrandVariants } from '@fluentui/react-components'

/**
 * Brand ramps around the spec's primary greens (§9: #00a97c light, #03936C dark).
 *
 * Fluent paints text and filled buttons with fixed ramp slots (light: 80 on white, dark: 70
 * under white text and 100 on the dark surface). Where the spec's colour sits in the ramp is
 * chosen so those slots pass WCAG AA (4.5:1): #00a97c itself is only 3.0:1 against white, so
 * in the light ramp it sits at slot 110 (decoration, selection, hover tints) and slot 80 is a
 * darker shade of the same hue (5.4:1). In the dark ramp #03936C sits at slot 80, so slot 70
 * under white text gives 4.8:1 and slot 100 on #292929 gives 5.1:1.
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

/** The spec's primary colours, for the few places that paint the exact brand green. */
export const BRAND_PRIMARY = { light: '#00a97c', dark: '#03936C' } as const
