// `@tarojs/runtime` for drawing a first screen on the server: there is no page tree to look into.
module.exports = { document: { getElementById: () => null }, window: {}, Current: { router: null, page: null } }
