// `npm run dev`: the API with reload on change, and the H5 dev server (hot reload) that proxies API calls to it.
import { spawn } from 'node:child_process'
import { ROOT } from './lib/h5-build.mjs'

const apiPort = process.env.API_PORT ?? '8080'
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['taro', 'build', '--type', 'h5', '--watch'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', API_PORT: apiPort },
  }),
]
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll)
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll()
    process.exit(code ?? 0)
  }),
)
