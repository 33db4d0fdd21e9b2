#!/usr/bin/env node
// Renders back-office.conf.template with the BACK_OFFICE_* variables of the environment (only
// those: nginx's own $variables stay) and prints it. A required variable that is missing stops
// with a message naming it.
//   BACK_OFFICE_ROOT=/srv/back-office BACK_OFFICE_GATEWAY=http://10.0.0.5:8000 \
//     node deploy/nginx/render.mjs > /etc/nginx/conf.d/back-office.conf
import { readFileSync } from 'node:fs'

export const REQUIRED = ['BACK_OFFICE_ROOT', 'BACK_OFFICE_GATEWAY']
export const DEFAULTS = { BACK_OFFICE_LISTEN: '8080', BACK_OFFICE_SERVER_EXTRA: '', BACK_OFFICE_CONNECT_SRC: '', BACK_OFFICE_IMG_SRC: '' }

/** The template with every `${BACK_OFFICE_*}` replaced; throws naming the variables that are missing. */
export function renderConfig(env, template = readFileSync(new URL('./back-office.conf.template', import.meta.url), 'utf8')) {
  const values = { ...DEFAULTS, ...Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('BACK_OFFICE_') && value !== undefined)) }
  const missing = REQUIRED.filter((name) => !values[name])
  if (missing.length > 0) throw new Error(`Set ${missing.join(' and ')} (see deploy/nginx/back-office.conf.template).`)
  return template.replace(/\$\{(BACK_OFFICE_[A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`The template uses ${name}, which has no value.`)
    return values[name]
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.stdout.write(renderConfig(process.env))
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
