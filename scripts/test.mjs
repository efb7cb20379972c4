// `npm test`: the unit tests, then the browser tests side by side with the server tests. The browser tests keep the
// two cores busy only about half the time (pages wait on their server), so the server tests fill the gaps: together
// they take about the browser tests' time instead of the sum. Each suite's output is printed whole when it ends, then
// a summary of the three.
import { spawn } from 'node:child_process'
import { ROOT } from './lib/h5-build.mjs'

/** Runs npm scripts one after another; answers their exit code and their output, kept until the last one ends. */
function inTurn(name, scripts) {
  const started = Date.now()
  let output = ''
  const run = (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' } })
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('close', resolve)
    })
  return (async () => {
    let code = 0
    for (const script of scripts) code = (await run(script)) || code
    process.stdout.write(`\n==> ${name}\n${output}`)
    return { name, code, seconds: Math.round((Date.now() - started) / 1000) }
  })()
}

// jest alone first: beside the browser tests its page tests overrun their 5 s.
const results = [await inTurn('unit tests', ['test:unit'])]
results.push(...(await Promise.all([inTurn('browser tests', ['test:e2e']), inTurn('server tests', ['test:server'])])))
console.log('')
for (const { name, code, seconds } of results)
  console.log(`# ${name}: ${code === 0 ? 'passed' : 'FAILED'}, ${seconds} s`)
process.exit(results.some((result) => result.code !== 0) ? 1 : 0)
