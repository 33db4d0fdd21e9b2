// `npm start`: the dev server in mock mode; it opens the login page in a browser where the
// machine has one, and otherwise only prints the URL (Vite prints it either way).
import { spawn } from 'node:child_process'
import { canOpenBrowser } from './open-browser.mjs'

const open = canOpenBrowser()
if (!open) console.log('No desktop browser here: open the "Local" address below yourself.')
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...(open ? ['--open'] : []), ...process.argv.slice(2)], { stdio: 'inherit' })
const forward = (signal) => () => vite.kill(signal)
process.on('SIGINT', forward('SIGINT'))
process.on('SIGTERM', forward('SIGTERM'))
vite.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
