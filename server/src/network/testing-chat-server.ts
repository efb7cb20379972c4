import type { AddressInfo } from 'node:net'
import { buildApp } from '../app'
import { openAppDatabase } from '../database'

// One API server process for the chat tests: on DATABASE_URL, on a free port it prints as {"port":N}; stops on SIGTERM.

async function serve() {
  const { db, close } = await openAppDatabase({ url: process.env.DATABASE_URL })
  const app = buildApp({ db, writeLimits: { perUser: 1_000_000, perAddress: 1_000_000 } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(close)
      .then(() => process.exit(0))
  })
  console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }))
}

void serve()
