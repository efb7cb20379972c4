// How WeChat merges a page's setData into the data its view draws from.

/**
 * The keys of a setData path, as WeChat splits them: `a.b[0].c`, and Taro's `root.cn.[0].cn` (a dot before the
 * bracket) alike, where the bracketed part is an array index.
 */
function splitPath(path) {
  const keys = []
  for (const [, index, name] of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g))
    keys.push(index !== undefined ? Number(index) : name)
  return keys
}

/** Writes one setData call into `data`: each path is created as it goes, each value copied as WeChat serialises it. */
function applySetData(data, patch) {
  for (const [path, value] of Object.entries(patch)) {
    const keys = splitPath(path)
    let target = data
    for (let i = 0; i < keys.length - 1; i++) {
      const next = target[keys[i]]
      if (next === null || typeof next !== 'object') target[keys[i]] = typeof keys[i + 1] === 'number' ? [] : {}
      target = target[keys[i]]
    }
    target[keys.at(-1)] = value === undefined ? null : JSON.parse(JSON.stringify(value))
  }
  return data
}

module.exports = { splitPath, applySetData }
