// react-dom ships no types of its own and the project types React alone: the one call the server's drawing makes.
declare module 'react-dom/server' {
  export function renderToString(element: import('react').ReactElement): string
}
