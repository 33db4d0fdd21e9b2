// The deployment suite (tests/e2e/nginx.e2e.ts) runs Debian's nginx in front of the mock
// gateway. Finds it, or installs it where this process may (root with apt-get), or stops with a
// message that says what to do.
import { ensureTool, findTool } from './debian-package.mjs'

const options = { envVar: 'NGINX_PATH', names: ['nginx'], extraDirs: ['/usr/sbin', '/usr/local/sbin'], pkg: 'nginx', purpose: 'The nginx end-to-end suite' }

export const findNginx = () => process.env.NGINX_PATH || findTool(options.names, options.extraDirs)

export const ensureNginx = () => ensureTool(options)

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureNginx())
