/** What compressH5 wrote for one file: its path under the build folder and its size as is, brotli and gzip. */
export interface Compressed {
  file: string
  bytes: number
  br: number
  gz: number
}

/** Writes `.br` and `.gz` beside every text file of at least 1 KB under `dir` (default dist/h5). */
export function compressH5(dir?: string): Promise<Compressed[]>
