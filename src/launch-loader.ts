import { launch } from './launch'

/** Mini programs have no async chunks: the launch code is part of the main package. */
export function startLaunch(query: Record<string, string> | undefined): void {
  launch(query)
}
