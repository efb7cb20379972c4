/** H5's transport: the browser's own fetch. */
export { fetchTransport as transport } from './fetch-transport'
