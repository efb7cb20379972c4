import type { QueryClient } from '@tanstack/react-query'
import type { Language } from '@/i18n'

/**
 * The server draws first screens only for the H5 site (take-over.h5.ts): the mini program and tests have none to
 * take over.
 */
export function takeOverFirstScreen(_queries: QueryClient): void {}

export function rememberLanguage(_language: Language): void {}
