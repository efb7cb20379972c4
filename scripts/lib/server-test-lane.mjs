// One lane of the server tests (scripts/test-server.mjs): the files given run in this one process, one after
// another, each as a suite of its own, so its top-level hooks open and close its app around its own tests. One
// process per lane loads the server's modules and the seeded database once, not once per file.
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, it } from 'node:test'

// Loaded synchronously inside the suite, so the tests and hooks the file declares belong to it (tsx compiles it). A
// file that does not load fails as a test of its own, so the run's count of failures includes it.
const require = createRequire(import.meta.url)
for (const file of process.argv.slice(2))
  describe(file, () => {
    try {
      require(path.resolve(file))
    } catch (error) {
      it('loads', () => {
        throw error
      })
    }
  })
