/** The launch code (stores, session guard) comes in its own chunk, beside the first page's, not in the entry. */
export function startLaunch(query: Record<string, string> | undefined): void {
  void import('./launch').then(({ launch }) => launch(query))
}
