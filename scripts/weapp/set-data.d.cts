/** The keys of a setData path as WeChat splits them (`a.b[0].c`, Taro's `root.cn.[0].cn`); indexes are numbers. */
export function splitPath(path: string): (string | number)[]

/** Writes one setData call into `data` and returns it. */
export function applySetData<T extends object>(data: T, patch: Record<string, unknown>): T
