/**
 * How the server runs. 'production' (NODE_ENV=production) turns every local stand-in off: a call that needs a
 * missing credential answers "not configured" instead of falling back. 'local' is for a developer's machine and
 * the tests: stand-ins work and say so at start.
 */
export type RunMode = 'local' | 'production'

export const runModeOf = (env: NodeJS.ProcessEnv): RunMode => (env.NODE_ENV === 'production' ? 'production' : 'local')
