// What app modules read of the browser while a first screen is drawn on the server: a visible page at the root.
globalThis.location ??= { search: '', pathname: '/', hash: '', href: 'http://localhost/', origin: 'http://localhost' }
globalThis.document ??= {
  visibilityState: 'visible',
  documentElement: { clientWidth: 375, style: {} },
  getElementById: () => null,
  querySelector: () => null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
}
