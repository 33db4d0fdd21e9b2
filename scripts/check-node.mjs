// Every npm script starts here: tools must run under the project's pinned Node 24 (the `node`
// devDependency), not an older global Node that npm itself may have been started with.
const major = Number(process.versions.node.split('.')[0])
if (major !== 24) {
  console.error(
    `This project runs on Node 24 LTS, but this script ran under Node ${process.versions.node}.\n` +
      'Run it through npm (npm run <script>) after `npm ci`, which installs Node 24 into node_modules/.bin.',
  )
  process.exit(1)
}
