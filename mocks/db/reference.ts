import type { Country, Language } from '@/api/generated/parameter/model'
import { hashOf, prng, uuidFrom } from './random'

/** UI language of a request, from Accept-Language (tr-TR or en-US); Turkish by default. */
export type Lang = 'tr' | 'en'
export const langOf = (request: Request): Lang => ((request.headers.get('accept-language') ?? '').toLowerCase().startsWith('en') ? 'en' : 'tr')

/** ISO 3166-1 alpha-2 codes. */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  )

/** ISO 639-1 codes of the languages the platform offers. */
const LANGUAGE_CODES =
  'af am ar az be bg bn bs ca cs cy da de el en es et eu fa fi fr ga gl gu he hi hr hu hy id is it ja ka kk km kn ko ku ky lo lt lv mk ml mn mr ms mt my nb ne nl pa pl ps pt ro ru si sk sl so sq sr sv sw ta te tg th tk tl tr uk ur uz vi yo zh zu'.split(
    ' ',
  )

function displayNames(lang: Lang, type: 'region' | 'language') {
  const names = new Intl.DisplayNames([lang], { type, fallback: 'code' })
  return (code: string) => names.of(code) ?? code
}

const idOf = (kind: string, code: string) => uuidFrom(prng(hashOf(`${kind}:${code}`)))

function localizedList<T extends { id: string; code: string; name: string }>(codes: readonly string[], kind: 'region' | 'language') {
  const cache = new Map<Lang, T[]>()
  return (lang: Lang): T[] => {
    let list = cache.get(lang)
    if (!list) {
      const name = displayNames(lang, kind)
      const collator = new Intl.Collator(lang)
      list = codes.map((code) => ({ id: idOf(kind, code), code, name: name(code) }) as T).sort((a, b) => collator.compare(a.name, b.name))
      cache.set(lang, list)
    }
    return list
  }
}

/** Countries sorted by name in the request language (names from the platform's Intl data). */
export const countries = localizedList<Country>(COUNTRY_CODES, 'region')
/** Languages sorted by name in the request language. */
export const languages = localizedList<Language>(LANGUAGE_CODES, 'language')

export const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES)
export const LANGUAGE_CODE_SET: ReadonlySet<string> = new Set(LANGUAGE_CODES)
