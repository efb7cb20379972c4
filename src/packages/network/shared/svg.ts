/** An SVG the server drew (a QR code) as an image source both targets show. */
export const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
