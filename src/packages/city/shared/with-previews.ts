import type { RequestState } from '@/components/use-endpoint'

/**
 * A page's read with the previews read beside it, all asked for at once: the page shows once its read has answered,
 * each preview then with its own state (one failing hides nothing else), and a reload asks again for all of them.
 */
export function withPreviews<T, P extends Record<string, RequestState<unknown>>>(
  read: RequestState<T>,
  previews: P,
): RequestState<[NonNullable<T>, P]> {
  const all = [read, ...Object.values(previews)]
  return {
    ...read,
    data: read.data == null ? undefined : [read.data, previews],
    reload: async () => void (await Promise.all(all.map((state) => state.reload()))),
  }
}
