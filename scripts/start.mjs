// `npm start`: builds the H5 app when needed, then serves it and the API on one origin (PORT, default 8080).
import { spawn } from 'node:child_process'
import { ensureH5Build, ROOT } from './lib/h5-build.mjs'

ensureH5Build()
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
